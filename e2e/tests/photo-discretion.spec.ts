import { createHash } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { latestMail, origin, uniqueEmail } from '../fixtures/accounts';
import { conversation, twoMembersChatting } from '../fixtures/chat';
import { wizard } from '../fixtures/sign-up-wizard';
import { expectAccessible } from './axe';
import { projectScreen } from './layout';

/**
 * Issue 38: who sees a member's photos is chosen at sign-up and kept in the preferences; a
 * reveal and a hide swap the picture live on the other member's open chat; and after a hide
 * the installed app keeps no original to show offline (decision 046).
 */

/** The picture an image shows now, as the browser decoded it: its width before scaling. */
async function shownWidth(image: Locator): Promise<number> {
  return image.evaluate((element) => {
    const picture = element as HTMLImageElement;
    return picture.complete ? picture.naturalWidth : 0;
  });
}

/**
 * The blurred copy is on screen: loaded (a swap passes through 0 while the next picture loads)
 * and at most 32 px wide before scaling.
 */
async function blurredShown(image: Locator): Promise<boolean> {
  const width = await shownWidth(image);
  return width > 0 && width <= 32;
}

/** The partner's photo in the chat header (decorative, so found by its place, not a name). */
const headerPhoto = (page: Page, name: string) =>
  conversation(page, name).locator('header img').first();

/** The member's photo choice, saved as the preferences page saves it. */
async function choosePhotos(page: Page, photoVisibility: 'everyone' | 'revealed') {
  const current = (await (await page.request.get('/api/preferences')).json()) as object;
  const saved = await page.request.put('/api/preferences', {
    data: { ...current, photoVisibility },
    headers: { Origin: origin() },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.describe('photo discretion', () => {
  test('the sign-up wizard asks who sees the photos, by keyboard, and the preferences keep it', async ({
    page,
  }) => {
    test.slow();
    const email = uniqueEmail('photo-choice');
    const password = 'Gunesli9Bahar';
    const { atStep, next } = wizard(page);
    await page.goto('/auth?signup=true');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await next();
    await page.getByLabel('First name').fill('Nigar');
    await page.getByLabel('Last name').fill('Əliyeva');
    await page.getByLabel('Date of birth').fill('1996-02-11');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('City').selectOption({ label: 'Baku' });
    await page.getByRole('checkbox', { name: 'Marriage' }).check();
    await next();

    await atStep('Step 3 of 8: Photo and history');
    const choice = page.getByRole('group', { name: 'Who sees my photos' });
    await expect(choice).toContainText('never the photo itself');
    await expect(choice).toContainText('cannot stop someone who sees your photos');
    const everyone = choice.getByRole('radio', { name: /^Every member/ });
    await expect(everyone).toBeChecked();
    await everyone.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const chosen = choice.getByRole('radio', { name: /^Only people I choose/ });
    await expect(chosen).toBeChecked();
    await expect(chosen).toBeFocused();
    await expectAccessible(page);
    for (let step = 3; step < 8; step += 1) await next();

    await atStep('Step 8 of 8: About me and what I look for');
    await page
      .getByRole('checkbox', {
        name: 'I have read and accept the Terms of Service and the Privacy Policy',
      })
      .check();
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Registration complete!' }),
    ).toBeVisible();
    await page.goto((await latestMail(page.request, email, 'confirm-email')).link);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/preferences');
    const kept = page.getByRole('group', { name: 'Who sees my photos' });
    await expect(kept.getByRole('radio', { name: /^Only people I choose/ })).toBeChecked();
    await expectAccessible(page);
  });

  test('a reveal and a hide swap the picture live on the other member’s open chat, and offline the installed app shows the blurred picture, never the original', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(150_000);
    const { aysel, elvin, matchId } = await twoMembersChatting(
      browser,
      playwright,
      {},
      {
        serviceWorkers: 'allow',
      },
    );
    for (const { page } of [aysel, elvin]) await page.setViewportSize(projectScreen(testInfo));
    await choosePhotos(aysel.page, 'revealed');

    // Elvin's installed app: the service worker controls his page before anything else.
    await elvin.page.goto(`/messages?match=${matchId}`);
    await elvin.page.evaluate(() => navigator.serviceWorker.ready);
    await elvin.page.reload();
    await expect
      .poll(() => elvin.page.evaluate(() => !!navigator.serviceWorker.controller))
      .toBe(true);
    await aysel.page.goto(`/messages?match=${matchId}`);
    // A busy machine can take a while to open the chat; the test is about what happens after.
    await expect(conversation(aysel.page, 'Elvin')).toBeVisible({ timeout: 30_000 });

    const herPhoto = headerPhoto(elvin.page, 'Aysel');
    await expect.poll(() => blurredShown(herPhoto)).toBe(true);

    const show = aysel.page.getByRole('button', { name: 'Show my photos to Elvin' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(aysel.page);
    await show.focus();
    await aysel.page.keyboard.press('Enter');
    const hide = aysel.page.getByRole('button', { name: 'Hide them again' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(aysel.page.getByText(/^Elvin .*sees your photos as they are\.$/)).toBeVisible();

    // Live, without a reload: the original, larger than any blurred copy.
    await expect.poll(() => shownWidth(herPhoto)).toBeGreaterThan(32);
    const originalUrl = (await herPhoto.getAttribute('src'))!;
    const original = await elvin.page.request.get(originalUrl);
    expect(original.headers()['cache-control']).toBe('private, no-store');
    const originalHash = createHash('sha256')
      .update(await original.body())
      .digest('hex');

    await hide.click();
    await expect(aysel.page.getByText(/^Elvin .*sees your photos blurred\.$/)).toBeVisible();
    await expect.poll(() => blurredShown(herPhoto)).toBe(true);
    expect((await elvin.page.request.get(originalUrl)).status()).toBe(404);

    // Decision 046: a change of her photo choice swaps the picture live as well.
    await choosePhotos(aysel.page, 'everyone');
    await expect.poll(() => shownWidth(herPhoto)).toBeGreaterThan(32);
    await choosePhotos(aysel.page, 'revealed');
    await expect.poll(() => blurredShown(herPhoto)).toBe(true);

    // Decision 054: the installed app keeps his chats' names and the pictures he may keep: her
    // blurred copy, never the original. Offline, a reload shows them on the offline page.
    const keptPicture = () =>
      elvin.page.evaluate(async () => {
        const cache = await caches.open('offline-chats');
        const saved = await cache.match('/offline/chats.json');
        const chats = saved ? ((await saved.json()).chats as { photoUrl: string | null }[]) : [];
        const url = chats[0]?.photoUrl;
        return url && (await cache.match(url)) ? url : null;
      });
    await expect.poll(keptPicture).not.toBeNull();
    await elvin.page.context().setOffline(true);
    await elvin.page.reload();
    await expect(elvin.page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    const saved = elvin.page.getByRole('region', { name: 'Your chats on this device' });
    const offlinePicture = saved.getByRole('img', { name: 'Aysel' });
    await expect(offlinePicture).toBeVisible();
    const natural = await offlinePicture.evaluate((image: HTMLImageElement) => image.naturalWidth);
    expect(natural).toBeGreaterThan(0);
    expect(natural).toBeLessThanOrEqual(32);
    await expectAccessible(elvin.page);
    const found = await elvin.page.evaluate(
      async ({ url }) => {
        const hashes: string[] = [];
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            urls.push(new URL(request.url).pathname);
            const body = await (await cache.match(request))!.arrayBuffer();
            const digest = await crypto.subtle.digest('SHA-256', body);
            hashes.push(
              [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join(''),
            );
          }
        }
        const fetched = await fetch(url).then(
          (response) => response.status,
          () => 'failed',
        );
        return { hashes, urls, fetched };
      },
      { url: originalUrl },
    );
    // The only API answers kept are pictures, and none of them is the original.
    expect(
      found.urls.filter((url) => url.startsWith('/api/') && !url.startsWith('/api/photos/')),
    ).toEqual([]);
    expect(found.hashes).not.toContain(originalHash);
    expect(found.fetched).toBe('failed');
    await elvin.page.context().setOffline(false);

    // Signed out (here from elsewhere): the next page the app opens forgets what it kept.
    await elvin.page.request.post('/api/auth/sign-out', {
      headers: { Origin: new URL(testInfo.project.use.baseURL!).origin },
    });
    await elvin.page.goto('/messages');
    await expect.poll(() => elvin.page.evaluate(() => caches.has('offline-chats'))).toBe(false);
  });
});
