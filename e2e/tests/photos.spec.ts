import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { asAdmin, twoApprovedMembers } from '../fixtures/members';
import { expectAccessible } from './axe';

const portrait = readFileSync(new URL('../fixtures/files/portrait.jpg', import.meta.url));

/**
 * Decision 037: a member adds a second photo after approval; it waits for review, the other
 * member keeps seeing the one approved photo, and after a moderator accepts it both show in the
 * profile's carousel.
 */
test('a photo added after approval waits for review, then joins the carousel others see', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const [aysel, elvin] = await twoApprovedMembers(browser, playwright, 'photos');

  await aysel.page.goto('/edit-profile');
  await aysel.page.getByRole('button', { name: 'Add another photo' }).click();
  const dialog = aysel.page.getByRole('dialog', { name: 'Profile photo' });
  await dialog.getByLabel('Choose a photo').setInputFiles({
    name: 'second.jpg',
    mimeType: 'image/jpeg',
    buffer: portrait,
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(aysel.page.getByText('Photo added to your profile')).toBeVisible();
  await expect(
    aysel.page.getByText('Others will see it once a moderator has approved it.'),
  ).toBeVisible();
  await expect(aysel.page.getByRole('heading', { name: 'Your photos: 2 of 6' })).toBeVisible();
  await expect(aysel.page.getByText('Waiting for review', { exact: true })).toBeVisible();
  await expectAccessible(aysel.page);

  // Elvin still sees one photo: no carousel.
  await elvin.page.goto(`/profile/${aysel.id}`);
  await expect(elvin.page.getByRole('heading', { name: /^Aysel/, level: 1 })).toBeVisible();
  await expect(elvin.page.getByRole('group', { name: /^Photos of Aysel/ })).toHaveCount(0);

  // A moderator (here the admin) accepts it.
  const own = (await (await aysel.page.request.get('/api/profiles/me/photos')).json()) as {
    photos: { id: string; state: string }[];
  };
  const waiting = own.photos.find((photo) => photo.state === 'pending')!;
  await asAdmin(playwright, async (moderator) => {
    const accepted = await moderator.post(`/api/admin/reviews/${waiting.id}/accept`);
    expect(accepted.status(), await accepted.text()).toBe(204);
  });

  await elvin.page.reload();
  const carousel = elvin.page.getByRole('group', { name: /^Photos of Aysel/ });
  await expect(carousel).toBeVisible();
  await expect(carousel.getByRole('img', { name: /^Photo 1 of 2/ })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next photo' }).click();
  await expect(carousel.getByRole('img', { name: /^Photo 2 of 2/ })).toBeVisible();
  await carousel.focus();
  await elvin.page.keyboard.press('ArrowLeft');
  await expect(carousel.getByRole('img', { name: /^Photo 1 of 2/ })).toBeVisible();
  await expectAccessible(elvin.page);
});
