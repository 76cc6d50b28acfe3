import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { approveMembers, createSignedInMember } from '../fixtures/members';
import { expectAccessible } from './axe';

/** An id no profile has (test titles must not change between runs, so not random here). */
const nobodyId = '00000000-0000-4000-8000-0000000000ff';

test.describe('my profile', () => {
  for (const path of ['/my-profile', '/profile-setup', `/profile/${nobodyId}`]) {
    test(`a visitor opening ${path} is asked to sign in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    });
  }

  test('a member waiting for approval sees only the pending message on the dashboard, yet reaches their profile and settings', async ({
    page,
  }) => {
    await createSignedInMember(page.request, { label: 'pending', language: 'az', city: 'shaki' });

    await page.goto('/az/dashboard');
    await expect(page.getByRole('heading', { name: 'Profil təsdiq gözləyir' })).toBeVisible();

    await page.goto('/az/my-profile');
    await expect(page.getByRole('heading', { name: 'Mənim Profilim', level: 1 })).toBeVisible();
    const card = page.getByRole('region', { name: 'Aysel Məmmədova' });
    await expect(card.getByText('Gözləyir')).toBeVisible();
    await expect(card.getByText(/yaş · Şəki$/)).toBeVisible();
    await expect(card.getByText('Evlilik')).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Profilin tamlığı' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Profili redaktə et' })).toHaveAttribute(
      'href',
      '/az/edit-profile',
    );
    await expect(page.getByRole('link', { name: 'İdarə paneli' })).toHaveAttribute(
      'href',
      '/az/dashboard',
    );
    await expectAccessible(page);

    // Another member's profile waits for the approval, like the dashboard.
    await page.goto(`/az/profile/${randomUUID()}`);
    await expect(page.getByRole('heading', { name: 'Profil təsdiq gözləyir' })).toBeVisible();

    await page.goto('/az/my-profile');
    await page.getByRole('link', { name: 'Tənzimləmələr' }).click();
    await expect(page.getByRole('heading', { name: 'Tənzimləmələr', level: 1 })).toBeVisible();
  });

  test('a member edits the simple form and sees the new city on their profile', async ({
    page,
  }) => {
    await createSignedInMember(page.request, { label: 'edit', city: 'baku' });

    await page.goto('/my-profile');
    await page.getByRole('link', { name: 'Edit basic info' }).click();
    await expect(page).toHaveURL(/\/profile-setup$/);
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to my profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    await expect(page.getByLabel('Full name')).toBeDisabled();
    await expect(page.getByLabel('Full name')).toHaveValue('Aysel Məmmədova');
    await expect(page.getByLabel('Age', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('City')).toHaveValue('baku');
    await expect(page.getByRole('checkbox', { name: 'Marriage' })).toBeChecked();

    // The sign-up left "About me" empty, which stays allowed (issue 22, item 7); a goal is not.
    await page.getByRole('checkbox', { name: 'Marriage' }).uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('You must choose at least one relationship goal')).toBeVisible();
    await expect(page.getByLabel('About me')).not.toHaveAttribute('aria-invalid');
    await expectAccessible(page);

    await page.getByLabel('City').selectOption({ label: 'Ganja' });
    await page.getByLabel('About me').fill('I teach music and love long walks by the sea.');
    await page.getByRole('checkbox', { name: 'Serious relationship' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByText('Your profile was updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/my-profile$/);
    const card = page.getByRole('region', { name: 'Aysel Məmmədova' });
    await expect(card.getByText(/years old · Ganja$/)).toBeVisible();
    await expect(card.getByText('Serious relationship')).toBeVisible();
    await expect(card.getByText('I teach music and love long walks by the sea.')).toBeVisible();
    // D1: an edit keeps the profile's approval state.
    await expect(card.getByText('Pending')).toBeVisible();
  });

  test('a member sees their own profile in full, with its actions and no like or message', async ({
    page,
  }) => {
    const member = await createSignedInMember(page.request, { label: 'own', language: 'az' });

    await page.goto('/my-profile');
    await page.getByRole('link', { name: 'View my profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${member.id}$`));
    await expect(page.getByRole('heading', { name: 'Aysel Məmmədova', level: 1 })).toBeVisible();
    await expect(page.getByText('My Profile', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Basic info' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/change-password',
    );
    await expect(page.getByRole('link', { name: 'Delete account' })).toHaveAttribute(
      'href',
      '/delete-account',
    );
    await expect(page.getByRole('button', { name: /like|message/i })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);

    await page.goto(`/az/profile/${member.id}`);
    await expect(page.getByText('Mənim Profilim', { exact: true })).toBeVisible();
    await expectAccessible(page);
    // Issue 7 B3: "Şəkli dəyiş" opens the photo dialog here, not the editor.
    await page.getByRole('button', { name: 'Şəkli dəyiş' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profil şəkli' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/az/profile/${member.id}$`));
    await dialog.getByRole('button', { name: 'Bağla' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Şəkli dəyiş' })).toBeFocused();
  });

  test('before a mutual match an approved member sees only the preview of another', async ({
    page,
    playwright,
    request,
  }) => {
    const viewer = await createSignedInMember(page.request, { label: 'viewer' });
    const other = await createSignedInMember(request, {
      label: 'other',
      firstName: 'Leyla',
      lastName: 'Həsənova',
      city: 'ganja',
      relationshipGoals: ['friendship', 'marriage'],
    });
    await approveMembers(playwright, [viewer, other]);

    await page.goto(`/profile/${other.id}`);
    await expect(page.getByRole('heading', { name: 'Leyla H.', level: 1 })).toBeVisible();
    await expect(page.getByText(/years old · Ganja$/)).toBeVisible();
    await expect(page.getByText('A mutual match is needed to see the full profile')).toBeVisible();
    await expect(page.getByRole('main').getByText('Profile', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Basic info' })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(`/az/profile/${other.id}`);
    await expect(page.getByText('Tam profil görmək üçün cütlük lazımdır')).toBeVisible();
    await expectAccessible(page);
  });

  test('a profile that does not exist says so and leads to the dashboard', async ({
    page,
    playwright,
  }) => {
    const member = await createSignedInMember(page.request, { label: 'missing' });
    await approveMembers(playwright, [member]);

    await page.goto(`/az/profile/${randomUUID()}`);
    await expect(page.getByRole('heading', { name: 'Profil tapılmadı' })).toBeVisible();
    await expect(page.getByText('Bu profil mövcud deyil və ya silinib')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'İdarə panelinə keç' }).click();
    await expect(page).toHaveURL(/\/az\/dashboard$/);
  });
});
