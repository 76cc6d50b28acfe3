import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from '../fixtures/members';
import { watchWrites } from '../fixtures/watch';

const banner = 'Admin mode is on — changes are not saved';

/**
 * What the page does on the wire from now on: every WebSocket it opens, every Socket.IO request
 * (its long-polling transport included) and every request that could change something.
 */
function watchTheWire(page: Page) {
  const wire = { webSockets: [] as string[], socketIo: [] as string[], writes: watchWrites(page) };
  page.on('websocket', (socket) => wire.webSockets.push(socket.url()));
  page.on('request', (request) => {
    if (request.url().includes('/socket.io/')) wire.socketIo.push(request.url());
  });
  return wire;
}

test.describe('admin preview mode', () => {
  test('an admin previews browse, likes, matches and messages with sample data, and the page never opens the live connection', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page.request);

    // Without the preview, the admin's dashboard is live: the watch sees the connection.
    const live = watchTheWire(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
    await expect.poll(() => live.webSockets.length).toBeGreaterThan(0);

    // From a fresh page with the preview on, nothing of the kind.
    await page.goto('about:blank');
    const wire = watchTheWire(page);

    await page.goto('/browse?admin=true');
    await expect(page.getByText(banner)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Leyla Hüseynova' })).toBeVisible();
    await expect(page.getByText('1 / 3')).toBeVisible();

    // The mode is remembered: the next pages need no flag.
    await page.goto('/likes-and-matches');
    await expect(page.getByText(banner)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Leyla Hüseynova' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nigar Əliyeva' })).toBeVisible();
    await page.getByRole('tab', { name: /Matches/ }).click();
    await expect(page.getByRole('heading', { name: 'Günay Rəhimova' })).toBeVisible();

    await page.goto('/messages');
    await page
      .getByRole('list', { name: 'Chats' })
      .getByRole('button', { name: /^Günay Rəhimova/ })
      .click();
    const thread = page.getByRole('region', { name: 'Conversation with Günay Rəhimova' });
    await expect(thread.getByText('Nə gözəl! Bəs siz nə ilə məşğulsunuz?')).toBeVisible();
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Salam, Günay!');
    await composer.press('Enter');
    await expect(thread.getByText('Salam, Günay!')).toBeVisible();
    await expect(thread.getByRole('img', { name: 'Sent' })).toBeVisible();

    // Time for a connection attempt (or its retry) to show, had there been one.
    await page.waitForTimeout(1500);
    expect(wire.webSockets).toEqual([]);
    expect(wire.socketIo).toEqual([]);
    expect(wire.writes).toEqual([]);
  });
});
