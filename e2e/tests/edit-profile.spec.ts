import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { withFakeCamera } from '../fixtures/camera';
import { expectMessage } from '../fixtures/forms';
import { noisyJpeg } from '../fixtures/images';
import { createSignedInMember } from '../fixtures/members';
import { throttleUploads } from '../fixtures/network';
import { expectAccessible } from './axe';

function completionOf(page: Page, name: string | RegExp): Promise<number> {
  return page
    .getByRole('progressbar', { name })
    .getAttribute('aria-valuenow')
    .then((value) => Number(value));
}

test.describe('comprehensive profile editor', () => {
  test('a member fills several cards, adds a photo with upload progress, saves, and the profile is more complete', async ({
    page,
  }) => {
    // Several cards, a throttled upload and a save: many steps on a shared 2-core runner.
    test.slow();
    const account = await createSignedInMember(page.request, { label: 'editor' });
    await page.goto('/edit-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    const before = await completionOf(page, 'Profile completion');
    await expectAccessible(page);

    // Locked and read-only: shown, never editable.
    await expect(page.getByLabel('Full name')).toBeDisabled();
    await expect(page.getByLabel('Full name')).toHaveValue('Aysel Məmmədova');
    await expect(page.getByLabel('Date of birth')).toBeDisabled();
    await expect(page.getByLabel('Age', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Gender')).toHaveValue('Female');
    await expect(page.getByLabel('Gender')).not.toBeEditable();
    await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
    await expect(page.getByLabel('E-mail')).not.toBeEditable();

    await page.getByLabel('City').selectOption({ label: 'Ganja' });
    await page.getByLabel('Height', { exact: true }).selectOption({ label: '172 cm' });

    const goals = page.getByRole('group', { name: 'Relationship goals' });
    await goals.getByLabel('All').check();
    for (const goal of ['Marriage', 'Serious relationship', 'Friendship']) {
      await expect(goals.getByLabel(goal)).toBeChecked();
    }
    await page
      .getByRole('group', { name: 'Marital status' })
      .getByRole('radio', { name: 'Never married' })
      .check();
    await page
      .getByRole('group', { name: 'Do you smoke?' })
      .getByRole('radio', { name: 'No' })
      .check();
    await page.getByLabel('Hobbies').fill('Chess, hiking in Quba');
    await page.getByRole('group', { name: 'Music you like' }).getByLabel('Jazz').check();
    await page.getByLabel('Minimum age').fill('27');
    await page.getByLabel('Maximum age').fill('36');

    const values = page.getByRole('group', { name: 'Your 3 most important values' });
    for (const value of ['Respect', 'Trust', 'Family']) await values.getByLabel(value).check();
    await expect(values.getByText('3 of 3 chosen')).toBeVisible();
    await expect(values.getByLabel('Love')).toBeDisabled();

    await page.getByLabel('Profession', { exact: true }).fill('Architect');
    await page.getByLabel('Life motto').fill('Slowly but surely.');
    await page
      .getByRole('textbox', { name: /^About me/ })
      .fill('An architect from Baku who loves old streets and new ideas.');
    const live = await completionOf(page, 'Profile completion');
    expect(live).toBeGreaterThan(before);

    // The photo saves on its own, through the dialog.
    await page.getByRole('button', { name: 'Add a photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile photo' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your face must be clearly visible');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expectAccessible(page);

    await dialog.getByLabel('Choose a photo').setInputFiles({
      name: 'portrait.jpg',
      mimeType: 'image/jpeg',
      buffer: await noisyJpeg(),
    });
    await expect(dialog.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
    await throttleUploads(page, 256 * 1024);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Uploading photo' })).toBeVisible();
    await expect(page.getByText('Photo added to your profile')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
    await throttleUploads(page, -1);
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      /^\/api\/photos\//,
    );
    await expect(page.getByRole('button', { name: 'Add another photo' })).toBeFocused();
    // Decision 037: the photo heads the list of up to six, as the main one.
    await expect(page.getByRole('heading', { name: 'Your photos: 1 of 6' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your photo 1' })).toBeVisible();

    // Nothing typed was lost to the upload.
    await expect(page.getByLabel('Hobbies')).toHaveValue('Chess, hiking in Quba');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your profile was updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-profile$/);

    await page.goto('/edit-profile');
    await expect(page.getByLabel('City')).toHaveValue('ganja');
    await expect(page.getByLabel('Hobbies')).toHaveValue('Chess, hiking in Quba');
    await expect(goals.getByLabel('All')).toBeChecked();
    expect(await completionOf(page, 'Profile completion')).toBe(live);
    expect(live).toBeGreaterThan(before);
  });

  test('the photo dialog in Azerbaijani refuses what is not a JPG or PNG, and files over 5 MB', async ({
    page,
  }) => {
    // Several refused files, each through the dialog: many steps on a shared 2-core runner.
    test.slow();
    await createSignedInMember(page.request, { label: 'editor', language: 'az' });
    await page.goto('/az/edit-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profili redaktə et' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Profilin tamlığı' })).toBeVisible();
    await expect(page.getByLabel('Cins')).toHaveValue('Qadın');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Şəkil əlavə et' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profil şəkli' });
    await expect(dialog).toContainText('Üzünüz aydın görünməlidir');
    await expectAccessible(page);
    const choose = dialog.getByLabel('Şəkil seçin');
    const save = dialog.getByRole('button', { name: 'Yadda saxla' });

    // Text bytes under a .jpg name: refused here, before anything is sent.
    await choose.setInputFiles({
      name: 'portrait.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<svg onload=alert(1)> not a picture at all'),
    });
    await expect(dialog.getByRole('alert')).toContainText('Fayl xətası');
    await expect(dialog.getByRole('alert')).toContainText(
      'Yalnız JPG və PNG formatları qəbul edilir',
    );
    await expect(save).toBeDisabled();

    // Over 5 MB.
    const big = Buffer.concat([await noisyJpeg(200), Buffer.alloc(5 * 1024 * 1024)]);
    await choose.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
    await expect(dialog.getByRole('alert')).toContainText('Fayl ölçüsü 5MB-dan çox ola bilməz');
    await expect(save).toBeDisabled();

    // A JPEG's first bytes and nothing behind them: only the server can tell, and says 415.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2048)]);
    await choose.setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: broken });
    await expect(dialog.getByRole('alert')).toBeHidden();
    await save.click();
    await expect(dialog.getByRole('alert')).toContainText('Yükləmə xətası');
    await expect(dialog.getByRole('alert')).toContainText(
      'Yalnız JPG və PNG formatları qəbul edilir',
    );

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Şəkil əlavə et' })).toBeFocused();
  });

  test('the editor explains partner ages, height and the bio, and a refused save keeps what was typed', async ({
    page,
  }) => {
    await createSignedInMember(page.request, { label: 'editor' });
    await page.goto('/edit-profile');
    const min = page.getByLabel('Minimum age');
    const max = page.getByLabel('Maximum age');

    await min.fill('17');
    await min.blur();
    await expectMessage(min, 'Partner age must be between 18 and 80.');
    await min.fill('40');
    await max.fill('30');
    await max.blur();
    await expectMessage(max, 'The minimum age cannot be above the maximum age.');
    await max.fill('45');
    await expect(max).not.toHaveAttribute('aria-invalid');

    // The wizard left "About me" empty, and the editor does not demand it (issue 22, item 7).
    await page.getByLabel('Hobbies').fill('Tar and kamancha');
    const bio = page.getByRole('textbox', { name: /^About me/ });
    await expect(bio).toHaveValue('');
    await bio.fill('Music teacher, happiest with an instrument in hand.');

    // Heights are offered 140–200 only, so a height problem can only come from the server:
    // its VALIDATION_FAILED issue lands on the field.
    await page.getByLabel('Height', { exact: true }).selectOption({ label: '185 cm' });
    await page.route('**/api/profiles/me', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 400,
            json: {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'errors.VALIDATION_FAILED',
                issues: [{ path: 'height', message: 'validation.heightRange' }],
              },
            },
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('An error occurred while updating the profile')).toBeVisible();
    const height = page.getByLabel('Height', { exact: true });
    await expect(height).toBeFocused();
    await expectMessage(height, 'Height must be between 140 and 200 cm.');
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByLabel('Hobbies')).toHaveValue('Tar and kamancha');
    await expect(min).toHaveValue('40');

    await page.unroute('**/api/profiles/me');
    // Issue 7 B7: leaving with unsaved changes asks first; staying keeps everything typed.
    await page.getByRole('link', { name: 'Cancel' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay on the page' }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByLabel('Hobbies')).toHaveValue('Tar and kamancha');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
  });
});

// Chromium's fake camera shows its moving test pattern.
const withCamera = withFakeCamera();

withCamera('a member takes the profile photo with the camera', async ({ page }) => {
  await createSignedInMember(page.request, { label: 'editor' });
  await page.goto('/edit-profile');
  await page.getByRole('button', { name: 'Add a photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile photo' });
  await dialog.getByRole('button', { name: 'Use the camera' }).click();
  await expect(dialog.getByRole('button', { name: 'Take photo' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Take photo' }).click();
  await expect(dialog.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Photo added to your profile')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
    'src',
    /^\/api\/photos\//,
  );

  // And deletes it again from the list, after saying yes (decision 037).
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete photo 1?' });
  await question.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add a photo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your photo 1' })).toBeHidden();
});
