import { expect, test, type Page } from '@playwright/test';
import en from '../../packages/shared/src/i18n/en.json' with { type: 'json' };
import { twoMembersChatting } from '../fixtures/chat';
import { expectAccessible } from './axe';
import { projectScreen } from './layout';

/** Each API call answers after this long, as on the slow network the members met. */
const LATENCY_MS = 2500;

/**
 * Slows every API call down, and holds the calls whose path starts with `held` until the
 * returned function lets them go: what the page shows before their answers is then certain.
 */
async function slowApi(page: Page, held: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/**', async (route) => {
    if (new URL(route.request().url()).pathname.startsWith(held)) await gate;
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    await route.fallback();
  });
  return release;
}

const appNav = (page: Page) => page.getByRole('navigation', { name: en.appNav.label });
const busy = (page: Page) => page.locator('[aria-busy="true"]');

test.describe('a slow network (issue 37, item 7)', () => {
  test('the dashboard and Messages show their frame and grey shapes at once, then the data', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { aysel } = await twoMembersChatting(browser, playwright);
    const { page } = aysel;
    await page.setViewportSize(projectScreen(testInfo));
    // A member has been here before: the browser knows its last page was a member's.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The session is held: the header, the app's navigation and grey shapes, no blank page.
    let release = await slowApi(page, '/api/auth/session');
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: en.appNav.homeLink })).toBeVisible();
    await expect(appNav(page)).toBeVisible();
    await expect(busy(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expectAccessible(page);
    release();
    await expect(page.getByRole('heading', { level: 1, name: /^Hello, Aysel/ })).toBeVisible({
      timeout: 30_000,
    });

    // Messages: its bar and the tab bar while the chats are on their way, the rows as shapes.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    release = await slowApi(page, '/api/chats');
    await page.goto('/messages');
    await expect(appNav(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: en.chat.title })).toBeVisible({
      timeout: 30_000,
    });
    await expect(busy(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Elvin/ })).toHaveCount(0);
    await expectAccessible(page);
    release();
    await expect(page.getByRole('button', { name: /^Elvin/ })).toBeVisible({ timeout: 30_000 });
    await expect(busy(page)).toHaveCount(0);
  });
});
