import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { composer, conversation, twoMembersChatting } from '../fixtures/chat';
import type { Member } from '../fixtures/members';
import { expectAccessible } from './axe';

const files = new URL('../fixtures/files/', import.meta.url).pathname;
const xss = `<img src=x onerror="window.__xss=1">Salam!`;

/** D14 and decision 014: ticks show only while both members show read receipts. */
async function showReadReceipts(member: Member) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const current = await (await member.page.request.get('/api/preferences')).json();
  const saved = await member.page.request.put('/api/preferences', {
    data: { ...current, showReadReceipts: true },
    headers: { Origin: origin },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * The member deletes every photo through the API, as the editor allows after approval (decision
 * 037): approval needs a photo, so only such a member shows the placeholder letter.
 */
async function removeAllPhotos(member: Member) {
  const headers = { Origin: new URL(test.info().project.use.baseURL!).origin };
  const own = (await (await member.page.request.get('/api/profiles/me/photos')).json()) as {
    photos: { id: string }[];
  };
  for (const { id } of own.photos) {
    const removed = await member.page.request.delete(`/api/profiles/me/photos/${id}`, {
      headers,
    });
    expect(removed.status(), await removed.text()).toBe(200);
  }
}

/** A photo's placeholder letter lies inside its avatar, whatever the avatar's size. */
async function expectInitialInsideItsAvatar(scope: Locator, initial: string) {
  const letter = scope.getByText(initial, { exact: true }).first();
  const [inner, outer] = await Promise.all([
    letter.boundingBox(),
    letter.locator('..').boundingBox(),
  ]);
  expect(inner!.width).toBeLessThanOrEqual(outer!.width);
  expect(inner!.height).toBeLessThanOrEqual(outer!.height);
}

test.describe('messages', () => {
  test('two members chat live: typing, ticks to read, a photo and a PDF, catch-up after going offline, and XSS stays text', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'mobile',
      'one conversation is enough; the layout has its own test',
    );
    test.setTimeout(120_000);
    const { aysel, elvin, matchId } = await twoMembersChatting(browser, playwright);
    await showReadReceipts(aysel);
    await showReadReceipts(elvin);

    await aysel.page.goto(`/messages?match=${matchId}`);
    await elvin.page.goto('/messages');
    await elvin.page.getByRole('button', { name: /^Aysel/ }).click();
    await expect(conversation(elvin.page, 'Aysel')).toBeVisible();
    await expect(conversation(aysel.page, 'Elvin')).toBeVisible();

    // Typing shows on the other side; Enter sends, Shift+Enter breaks the line.
    await composer(aysel.page).pressSequentially('Sal');
    await expect(conversation(elvin.page, 'Aysel').getByText('Typing...')).toBeVisible();
    await composer(aysel.page).fill(xss);
    await composer(aysel.page).press('Shift+Enter');
    await composer(aysel.page).press('Enter');
    await expect(composer(aysel.page)).toHaveValue('');
    await expect(composer(aysel.page)).toBeFocused();

    // The payload arrives as text, and Elvin has the chat open: Aysel's tick turns to read.
    await expect(conversation(elvin.page, 'Aysel').getByText(xss)).toBeVisible();
    await expect(
      conversation(aysel.page, 'Elvin').getByRole('img', { name: 'Read' }),
    ).toBeVisible();
    expect(await elvin.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    // A photo and a PDF whose name is markup.
    await elvin.page
      .getByRole('button', { name: 'Attach a photo or PDF' })
      .locator('xpath=following-sibling::input[@type="file"]')
      .setInputFiles(`${files}tiny.png`);
    await elvin.page.getByRole('button', { name: 'Send photo' }).click();
    await expect(
      conversation(aysel.page, 'Elvin').getByRole('img', { name: 'tiny.png' }),
    ).toBeVisible();
    await elvin.page.locator('input[type=file]').setInputFiles({
      name: '<i>plan<i>.pdf',
      mimeType: 'application/pdf',
      buffer: readFileSync(`${files}note.pdf`),
    });
    await elvin.page.getByRole('button', { name: 'Send file' }).click();
    const pdfLink = conversation(aysel.page, 'Elvin').getByRole('link', { name: /plan/ });
    await expect(pdfLink).toHaveText('<i>plan<i>.pdf');

    // Elvin drops offline; what Aysel sends meanwhile arrives once he is back.
    await elvin.page.context().setOffline(true);
    await composer(aysel.page).fill('Are you there?');
    await composer(aysel.page).press('Enter');
    await expect(conversation(aysel.page, 'Elvin').getByText('Are you there?')).toBeVisible();
    await elvin.page.context().setOffline(false);
    await expect(conversation(elvin.page, 'Aysel').getByText('Are you there?')).toBeVisible({
      timeout: 30_000,
    });
    await expect(conversation(elvin.page, 'Aysel').getByText('Are you there?')).toHaveCount(1);
  });

  test('a message is delivered while its recipient is on another page of the site (issue 21)', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the receipt does not depend on the layout');
    test.setTimeout(90_000);
    const { aysel, elvin, matchId } = await twoMembersChatting(browser, playwright);
    await showReadReceipts(aysel);
    await showReadReceipts(elvin);

    // Elvin is on his dashboard, not on Messages: his page is connected all the same (Socket.IO
    // moves to a WebSocket once its handshake is done).
    const connected = elvin.page.waitForEvent('websocket');
    await elvin.page.goto('/dashboard');
    await connected;

    await aysel.page.goto(`/messages?match=${matchId}`);
    await composer(aysel.page).fill('Salam, Elvin!');
    await composer(aysel.page).press('Enter');
    const chat = conversation(aysel.page, 'Elvin');
    await expect(chat.getByRole('img', { name: 'Delivered' })).toBeVisible({ timeout: 15_000 });
    await expect(chat.getByRole('img', { name: 'Read' })).toHaveCount(0);
  });

  test('the list pins, archives and deletes with a confirmation; axe finds nothing serious in English and Azerbaijani', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(90_000);
    const { aysel, elvin } = await twoMembersChatting(browser, playwright);
    await removeAllPhotos(elvin);
    const { page } = aysel;
    await page.goto('/messages');
    await expect(
      page
        .getByText('Choose a chat')
        .or(page.getByRole('button', { name: /^Elvin/ }))
        .first(),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: /^Actions for the chat with Elvin/ }).click();
    await page.getByRole('button', { name: 'Pin', exact: true }).click();
    await expect(page.getByText('Chat pinned')).toBeVisible();

    await page.getByRole('button', { name: /^Elvin/ }).click();
    await expect(conversation(page, 'Elvin')).toBeVisible();
    await expectInitialInsideItsAvatar(conversation(page, 'Elvin'), 'E');
    await expectAccessible(page);

    await page.goto('/az/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/messages');
    await page.getByRole('button', { name: /^Actions for the chat with Elvin/ }).click();
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(page.getByText('Chat archived')).toBeVisible();
    await page.getByRole('button', { name: 'Archived', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Elvin/ })).toBeVisible();

    await page.getByRole('button', { name: /^Actions for the chat with Elvin/ }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Are you sure you want to delete this chat?')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Chat deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Elvin/ })).toHaveCount(0);
  });

  test('a block from the chat header closes the chat for both at once, and it stays closed (issue 22)', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the header menu is the same on a phone');
    test.setTimeout(90_000);
    const { aysel, elvin, matchId } = await twoMembersChatting(browser, playwright);
    // Elvin opened the chat from his list and sees Aysel online.
    await elvin.page.goto('/messages');
    await elvin.page.getByRole('button', { name: /^Aysel/ }).click();
    await expect(conversation(elvin.page, 'Aysel')).toBeVisible();
    await aysel.page.goto(`/messages?match=${matchId}`);
    await expect(conversation(elvin.page, 'Aysel').getByText('Online')).toBeVisible();
    const chat = conversation(aysel.page, 'Elvin');
    await chat.getByRole('button', { name: 'Chat actions' }).click();
    await chat.getByRole('button', { name: 'Block', exact: true }).click();
    const question = aysel.page.getByRole('alertdialog', { name: /^Block Elvin .*\?$/ });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(aysel.page.getByText('User blocked')).toBeVisible();
    await expect(aysel.page.getByRole('button', { name: /^Elvin/ })).toHaveCount(0);

    // Elvin's open page closes the chat without a reload, with the notice an unmatch gives: no
    // error, no presence, nowhere to type. The server refuses the chat to him.
    await expect(elvin.page.getByText('This chat has ended.')).toBeVisible();
    await expect(elvin.page.getByRole('button', { name: /^Aysel/ })).toHaveCount(0);
    await expect(conversation(elvin.page, 'Aysel')).toHaveCount(0);
    await expect(composer(elvin.page)).toHaveCount(0);
    await expect(elvin.page.getByText('Choose a chat', { exact: true })).toBeVisible();
    await expect(elvin.page.getByText('Something went wrong opening the chat.')).toHaveCount(0);
    const list = await elvin.page.request.get('/api/chats');
    expect((await list.json()).chats).toEqual([]);
    const messages = await elvin.page.request.get(`/api/chats/${matchId}/messages`);
    expect(messages.status()).toBe(404);

    // Her own page closed the chat; a reload finds nothing to open.
    await expect(aysel.page).toHaveURL(/\/messages$/);
    await expect(aysel.page.getByText('Choose a chat', { exact: true })).toBeVisible();
    await aysel.page.reload();
    await expect(aysel.page.getByText('No chats yet')).toBeVisible();
  });

  test("the conversation leads to the partner's profile and back, on a phone too", async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(90_000);
    const { aysel, elvin, matchId } = await twoMembersChatting(browser, playwright);
    await aysel.page.goto(`/messages?match=${matchId}`);
    const chat = conversation(aysel.page, 'Elvin');
    const profile = chat.getByRole('link', { name: 'View profile' });
    await expect(profile).toBeVisible();
    await profile.click();
    await expect(aysel.page).toHaveURL(new RegExp(`/profile/${elvin.id}$`));
    await aysel.page.getByRole('link', { name: 'Back to chat' }).click();
    await expect(conversation(aysel.page, 'Elvin')).toBeVisible();
  });
});
