import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { composer, conversation, twoMembersChatting } from '../fixtures/chat';
import type { Member } from '../fixtures/members';
import { expectAccessible } from './axe';

const portrait = readFileSync(new URL('../fixtures/files/portrait.jpg', import.meta.url));

async function sendPhoto(member: Member, matchId: string) {
  const response = await member.page.request.post(`/api/chats/${matchId}/attachments`, {
    multipart: {
      clientId: randomUUID(),
      file: { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: portrait },
    },
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function sendText(page: Page, name: string, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(conversation(page, name).getByText(text)).toBeVisible();
}

/** Every picture the thread shows on screen has loaded: nothing is left to push the end away. */
async function picturesInViewLoaded(chat: Locator) {
  await chat.evaluate(async (section) => {
    const inView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    };
    await new Promise<void>((resolve) => {
      const check = () => {
        const images = [...section.querySelectorAll('ol img')] as HTMLImageElement[];
        if (images.filter(inView).every((image) => image.complete && image.naturalWidth > 0)) {
          resolve();
        } else requestAnimationFrame(check);
      };
      check();
    });
  });
}

test.describe('a chat thread', () => {
  test('a thread holding photos opens at its newest message; reading further up, a new message offers a jump down (issue 22)', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const { aysel, elvin, matchId } = await twoMembersChatting(browser, playwright);
    for (let photo = 0; photo < 5; photo += 1) await sendPhoto(elvin, matchId);
    await elvin.page.goto(`/messages?match=${matchId}`);
    await sendText(elvin.page, 'Aysel', 'The newest message');

    await aysel.page.goto(`/messages?match=${matchId}`);
    const chat = conversation(aysel.page, 'Elvin');
    const newest = chat.getByText('The newest message');
    await expect(chat.getByRole('img', { name: 'portrait.jpg' })).toHaveCount(5);
    await picturesInViewLoaded(chat);
    await expect(newest).toBeInViewport();
    await expectAccessible(aysel.page);

    // Reading an older photo, a new message does not pull the thread away: a button offers it.
    await chat.getByRole('img', { name: 'portrait.jpg' }).first().scrollIntoViewIfNeeded();
    await expect(newest).not.toBeInViewport();
    await sendText(elvin.page, 'Aysel', 'One more thing');
    const jump = chat.getByRole('button', { name: 'New messages' });
    await expect(jump).toBeVisible();
    await expect(chat.getByText('One more thing')).not.toBeInViewport();
    await expectAccessible(aysel.page);
    await jump.click();
    await expect(chat.getByText('One more thing')).toBeInViewport();
    await expect(jump).toHaveCount(0);
  });

  test('a photo shows before it is sent, message actions sit behind one button, and the emoji grid works by keyboard (issue 22)', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const { aysel, elvin, matchId } = await twoMembersChatting(browser, playwright);
    await elvin.page.goto(`/messages?match=${matchId}`);
    await sendText(elvin.page, 'Aysel', 'Salam, Aysel!');
    const { page } = aysel;
    await page.goto(`/messages?match=${matchId}`);
    const chat = conversation(page, 'Elvin');
    await expect(chat.getByText('Salam, Aysel!')).toBeVisible();

    // The photo waits in a preview: Cancel drops it, Send sends it.
    const fileInput = chat.locator('input[type=file]');
    await fileInput.setInputFiles({
      name: 'sea.jpg',
      mimeType: 'image/jpeg',
      buffer: portrait,
    });
    const preview = chat.getByRole('group', { name: 'Ready to send' });
    await expect(preview.getByRole('img', { name: 'sea.jpg' })).toBeVisible();
    await expectAccessible(page);
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect(preview).toHaveCount(0);
    await expect(chat.getByRole('img', { name: 'sea.jpg' })).toHaveCount(0);
    await fileInput.setInputFiles({ name: 'sea.jpg', mimeType: 'image/jpeg', buffer: portrait });
    await expect(preview.getByRole('button', { name: 'Send photo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(preview).toHaveCount(0);
    await expect(
      conversation(elvin.page, 'Aysel').getByRole('img', { name: 'sea.jpg' }),
    ).toBeVisible();

    // One button per message, all of them one tab stop: the arrows move between them, the
    // keyboard opens the menu, Escape closes it where it was.
    const menus = chat.getByRole('button', { name: 'Message actions' });
    await expect(chat.locator('[data-roving-item][tabindex="0"]')).toHaveCount(1);
    const actions = menus.first();
    await actions.focus();
    await page.keyboard.press('End');
    await expect(menus.last()).toBeFocused();
    // The newest message's menu, near the composer, opens whole on the screen (issue 35, item 8).
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(menus.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(actions).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Report this message' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(actions).toBeFocused();

    // The emoji grid: arrows move, Enter inserts, Escape closes, the text keeps the focus.
    await composer(page).fill('Salam ');
    await chat.getByRole('button', { name: 'Emoji' }).click();
    const grid = chat.getByRole('group', { name: 'Choose an emoji' });
    await expect(grid.getByRole('button').first()).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('ArrowRight');
    const second = (await grid.getByRole('button').nth(1).textContent())!;
    await page.keyboard.press('Enter');
    await expect(grid).toHaveCount(0);
    await expect(composer(page)).toHaveValue(`Salam ${second}`);
    await expect(composer(page)).toBeFocused();
    await chat.getByRole('button', { name: 'Emoji' }).click();
    await expect(grid).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(grid).toHaveCount(0);
    await expect(composer(page)).toBeFocused();
  });

  test('the photo preview speaks Azerbaijani and Russian (issue 22)', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the words do not depend on the layout');
    test.setTimeout(90_000);
    const { aysel, matchId } = await twoMembersChatting(browser, playwright);
    const { page } = aysel;
    for (const [prefix, texts] of [
      ['/az', { ready: 'Göndərməyə hazırdır', send: 'Şəkli göndər', cancel: 'Ləğv et' }],
      ['/ru', { ready: 'Готово к отправке', send: 'Отправить фото', cancel: 'Отмена' }],
    ] as const) {
      await page.goto(`${prefix}/messages?match=${matchId}`);
      await page.locator('input[type=file]').setInputFiles({
        name: 'sea.jpg',
        mimeType: 'image/jpeg',
        buffer: portrait,
      });
      const preview = page.getByRole('group', { name: texts.ready });
      await expect(preview.getByRole('button', { name: texts.send })).toBeVisible();
      await expect(preview.getByRole('button', { name: texts.cancel })).toBeVisible();
      await expectAccessible(page);
    }
  });
});
