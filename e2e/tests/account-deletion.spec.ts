import { expect, test, type Page } from '@playwright/test';
import { submitSignIn } from '../fixtures/accounts';
import { createSignedInMember, memberPassword } from '../fixtures/members';
import { expectAccessible } from './axe';

test('a member deletes the account with a reason and can no longer sign in', async ({ page }) => {
  const account = await createSignedInMember(page.request, { label: 'delete' });
  await page.goto('/az/delete-account');
  await expect(page.getByRole('heading', { name: 'Hesabı sil' })).toBeVisible();
  const deleteButton = page.getByRole('button', { name: 'Hesabı sil' });
  await expect(deleteButton).toBeDisabled();
  await expectAccessible(page);

  // Leaving the reason empty says so; "other" asks for a text.
  const reason = page.getByLabel('Silmə səbəbi');
  await reason.focus();
  await page.keyboard.press('Tab');
  await expect(reason).toHaveAccessibleDescription(/Zəhmət olmasa silmə səbəbini seçin/);
  await reason.selectOption({ label: 'Digər' });
  const other = page.getByLabel('Səbəbiniz');
  await other.focus();
  await page.keyboard.press('Tab');
  await expect(other).toHaveAccessibleDescription(/Zəhmət olmasa digər səbəbinizi yazın/);
  await expect(deleteButton).toBeDisabled();
  await other.fill('Başqa şəhərə köçürəm');
  await expect(deleteButton).toBeEnabled();

  await deleteButton.click();
  const dialog = page.getByRole('alertdialog', { name: 'Hesabı silməyə razısınız?' });
  await expect(dialog).toContainText('90 gün ərzində daxil olaraq hesabı bərpa edə bilərsiniz');
  await expect(dialog).toContainText('geri qaytarıla bilməz');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Bəli, hesabımı sil' }).click();

  // Issue 37, item 4: the goodbye and the landing it shows over speak one language.
  await expect(page.getByText('Hesabınız silindi')).toBeVisible();
  await expect(page).toHaveURL(/\/az$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Həyatınızı birlikdə quracağınız insanı tapın',
  );

  // The session is gone, and signing in only offers the restoration, which they decline.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await submitSignIn(page, account.email, memberPassword);
  const restore = page.getByRole('alertdialog', { name: 'Restore your account?' });
  await expect(restore).toBeVisible();
  await expectAccessible(page);
  await restore.getByRole('button', { name: 'No, keep it deleted' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This account has been deleted. Sign in again if you want to restore it.',
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('cancelling the deletion goes back to my profile and keeps the account', async ({ page }) => {
  await createSignedInMember(page.request, { label: 'keep' });
  await page.goto('/delete-account');
  await page.getByLabel('Reason for deleting').selectOption({ label: 'I am taking a break' });
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Keep my account' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete account' })).toBeFocused();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Profile Approval Pending' })).toBeVisible();
});

test('signing in within 90 days of the deletion restores the account', async ({ page }) => {
  const account = await createSignedInMember(page.request, { label: 'restore' });
  await page.goto('/delete-account');
  await page.getByLabel('Reason for deleting').selectOption({ label: 'I am too busy' });
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Yes, delete my account' })
    .click();
  await expect(page).toHaveURL(/\/$/);

  await submitSignIn(page, account.email, memberPassword);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore my account' }).click();
  await expect(page.getByText('Welcome back! Your account has been restored.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Profile Approval Pending' })).toBeVisible();
});

/** Fails when a button of the open alert dialog reaches outside its card or cuts its label. */
async function expectButtonsInsideTheCard(page: Page) {
  const dialog = page.getByRole('alertdialog');
  const card = (await dialog.boundingBox())!;
  for (const button of await dialog.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    const label = await button.textContent();
    expect(box.x, label!).toBeGreaterThanOrEqual(card.x);
    expect(box.x + box.width, label!).toBeLessThanOrEqual(card.x + card.width);
    expect(
      await button.evaluate((element) => element.scrollWidth <= element.clientWidth),
      label!,
    ).toBe(true);
  }
}

for (const { device, size } of [
  { device: 'a phone', size: { width: 360, height: 740 } },
  { device: 'a phone held sideways', size: { width: 740, height: 360 } },
  { device: 'a desktop', size: { width: 1280, height: 800 } },
]) {
  test(`in Russian on ${device}, the delete and restore dialogs keep their buttons inside the card`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const account = await createSignedInMember(page.request, { label: 'ru-dialogs' });
    await page.goto('/ru/delete-account');
    await page.getByLabel('Причина удаления').selectOption({ label: 'Я делаю перерыв' });
    await page.getByRole('button', { name: 'Удалить учётную запись' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectButtonsInsideTheCard(page);
    await expectAccessible(page);
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Да, удалить учётную запись' })
      .click();
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Найдите человека, с которым построите жизнь',
    );

    await submitSignIn(page, account.email, memberPassword, 'ru');
    await expect(
      page.getByRole('alertdialog', { name: 'Восстановить учётную запись?' }),
    ).toBeVisible();
    await expectButtonsInsideTheCard(page);
    await expectAccessible(page);
  });
}
