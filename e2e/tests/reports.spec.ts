import { expect, test } from '@playwright/test';
import { origin, uniqueSurname } from '../fixtures/accounts';
import { conversation, twoMembersChatting } from '../fixtures/chat';
import { noisyJpeg } from '../fixtures/images';
import { contextOptions, signInAsAdmin, twoApprovedMembers } from '../fixtures/members';
import { expectAccessible } from './axe';

test.describe('reports with context (issue 24)', () => {
  test('a member reports a message from the chat through the dialog, and a moderator reads the frozen conversation', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const lastName = uniqueSurname('Reporttest');
    const { aysel, elvin, matchId } = await twoMembersChatting(browser, playwright, {
      her: { lastName },
    });
    const ayselName = `Aysel ${lastName}`;
    const scam = 'Send me 200 AZN for the ticket, I will come to Baku';

    await aysel.page.goto(`/messages?match=${matchId}`);
    const composer = aysel.page.getByRole('textbox', { name: 'Message' });
    await composer.fill(scam);
    await composer.press('Enter');
    await expect(conversation(aysel.page, 'Elvin').getByText(scam)).toBeVisible();

    await elvin.page.goto(`/messages?match=${matchId}`);
    const chat = conversation(elvin.page, ayselName);
    await expect(chat.getByText(scam)).toBeVisible();
    // The message's actions sit behind its menu button (issue 22, item 9).
    await chat
      .getByRole('listitem')
      .filter({ hasText: scam })
      .getByRole('button', { name: 'Message actions' })
      .click();
    await elvin.page.getByRole('menuitem', { name: 'Report this message' }).click();

    const dialog = elvin.page.getByRole('dialog', { name: `Report ${ayselName}` });
    await expect(dialog).toBeVisible();
    await expectAccessible(elvin.page);
    // No category, no report; then a category and a note, and a confirmation before it is sent.
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Choose what is wrong.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Scam or money request' }).check();
    await dialog.getByRole('textbox').fill('She asked for money in the second message.');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Send this report?')).toBeVisible();
    await expectAccessible(elvin.page);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(elvin.page.getByText('Report sent. Our team will review it.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const moderatorContext = await browser.newContext(contextOptions());
    try {
      const page = await moderatorContext.newPage();
      await signInAsAdmin(page.request);
      await page.goto('/admin?tab=reports');
      const card = page
        .getByRole('list', { name: 'Reports' })
        .getByRole('listitem')
        .filter({ hasText: ayselName })
        .filter({ has: page.getByRole('heading', { name: 'Scam or money request' }) });
      await expect(card).toHaveCount(1);
      await card.getByRole('button', { name: 'Conversation and profile' }).click();
      const messages = card.getByRole('region', { name: 'Last messages between them' });
      const reported = messages.getByRole('listitem').filter({ hasText: scam });
      await expect(reported).toBeVisible();
      await expect(reported.getByText('Reported member')).toBeVisible();
      await expect(reported.getByText('Reported message')).toBeVisible();
      await expect(
        card.getByText('1 report against this member in the last 30 days'),
      ).toBeVisible();
      await expect(
        card.getByRole('region', { name: 'The profile as others saw it' }).getByText(ayselName),
      ).toBeVisible();
      await expectAccessible(page);
    } finally {
      await moderatorContext.close();
    }
  });

  test('a profile reported for its photos keeps the photo a moderator reads, after the member swapped it', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const lastName = uniqueSurname('Evidencetest');
    const [aysel, elvin] = await twoApprovedMembers(browser, playwright, 'evidence', {
      her: { lastName },
    });
    const headers = { Origin: origin() };
    const seen = (await (await elvin.page.request.get(`/api/profiles/${aysel.id}`)).json()) as {
      profile: { photoUrl: string };
    };
    const original = await (await elvin.page.request.get(seen.profile.photoUrl)).body();
    const filed = await elvin.page.request.post('/api/reports', {
      data: { userId: aysel.id, reason: 'inappropriate_photos', note: 'Not her photo' },
      headers,
    });
    expect(filed.status(), await filed.text()).toBe(201);

    // Aysel swaps the photo: a new one (waiting for review), the reported one deleted.
    const own = (await (await aysel.page.request.get('/api/profiles/me/photos')).json()) as {
      photos: { id: string }[];
    };
    const added = await aysel.page.request.post('/api/profiles/me/photos', {
      multipart: {
        photo: { name: 'new.jpg', mimeType: 'image/jpeg', buffer: await noisyJpeg(400) },
      },
      headers,
    });
    expect(added.status(), await added.text()).toBe(201);
    const removed = await aysel.page.request.delete(
      `/api/profiles/me/photos/${own.photos[0]!.id}`,
      {
        headers,
      },
    );
    expect(removed.status(), await removed.text()).toBe(200);

    const moderatorContext = await browser.newContext(contextOptions());
    try {
      const page = await moderatorContext.newPage();
      await signInAsAdmin(page.request);
      await page.goto('/admin?tab=reports');
      const card = page
        .getByRole('list', { name: 'Reports' })
        .getByRole('listitem')
        .filter({ hasText: `Aysel ${lastName}` })
        .filter({ has: page.getByRole('heading', { name: 'Inappropriate photos' }) });
      await expect(card).toHaveCount(1);
      await card.getByRole('button', { name: 'Conversation and profile' }).click();
      const photos = card.getByRole('figure', { name: 'Photos as they were when reported' });
      const picture = photos.getByRole('img', { name: 'Photo 1 as it was when reported' });
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      const kept = await photos.getByRole('link').first().getAttribute('href');
      expect(await (await page.request.get(kept!)).body()).toEqual(original);
      // Not to the member who reported, nor to the member reported.
      expect((await elvin.page.request.get(kept!)).status()).toBe(404);
      expect((await aysel.page.request.get(kept!)).status()).toBe(404);
      await expectAccessible(page);
    } finally {
      await moderatorContext.close();
    }
  });
});
