import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import {
  approveMembers,
  memberInNewContext,
  openChatBetween,
  type Member,
} from '../fixtures/members';
import { expectAccessible } from './axe';

const portrait = readFileSync(new URL('../fixtures/files/portrait.jpg', import.meta.url));

async function chattingPair(browser: Browser, playwright: PlaywrightWorkerArgs['playwright']) {
  const aysel = await memberInNewContext(browser, { label: 'thread-aysel', firstName: 'Aysel' });
  const elvin = await memberInNewContext(browser, {
    label: 'thread-elvin',
    firstName: 'Elvin',
    gender: 'male',
  });
  await approveMembers(playwright, [aysel.id, elvin.id]);
  const matchId = await openChatBetween(aysel, elvin);
  return { aysel, elvin, matchId };
}

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

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const conversation = (page: Page, name: string) =>
  page.getByRole('region', { name: `Conversation with ${name}` });

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
    const { aysel, elvin, matchId } = await chattingPair(browser, playwright);
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
});
