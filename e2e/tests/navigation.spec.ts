import { expect, test, type Page } from '@playwright/test';
import {
  approveMembers,
  likeThroughApi,
  memberInNewContext,
  twoApprovedMembers,
} from '../fixtures/members';
import { expectAccessible } from './axe';
import { expectNoSpill, expectOneRowBars } from './layout';

/** The app's navigation as this viewport shows it: the header's row, or the phone's tab bar. */
const appNav = (page: Page) => page.getByRole('navigation', { name: 'App sections' });

test.describe('navigation (issue 22, item 4)', () => {
  test('a member moves between the six places from any page, and the Likes badge opens the tab that holds the new item', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(90_000);
    const [aysel, elvin] = await twoApprovedMembers(browser, playwright, 'nav');
    const { page } = aysel;

    await page.goto('/preferences');
    const nav = appNav(page);
    const isPhone = testInfo.project.name === 'mobile';
    // One bar, where a thumb or a pointer expects it: the bottom of a phone, the top of a desktop.
    const box = (await nav.boundingBox())!;
    const viewport = page.viewportSize()!;
    if (isPhone) expect(box.y + box.height).toBeGreaterThan(viewport.height - 2);
    else expect(box.y).toBeLessThan(80);
    await expectOneRowBars(page);

    for (const [name, path] of [
      ['Explore', /\/explore$/],
      ['Messages', /\/messages$/],
      ['Visitors', /\/visitors$/],
      ['Profile', /\/my-profile$/],
      ['Browse', /\/browse$/],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }

    // Elvin likes her: the badge counts it and opens the likes tab.
    await likeThroughApi(elvin.page.request, aysel.id);
    await expect(nav.getByRole('link', { name: 'Likes (1 new)' })).toHaveAttribute(
      'href',
      '/likes-and-matches',
    );
    await nav.getByRole('link', { name: /^Likes/ }).click();
    await expect(page.getByRole('tab', { name: /^Likes/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(nav.getByRole('link', { name: 'Likes' })).toBeVisible();

    // She likes him back: the match moment, then a new match waiting on the matches tab.
    await page.goto(`/profile/${elvin.id}`);
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await page.getByRole('button', { name: 'Keep browsing' }).click();
    await page.goto('/my-profile');
    const likes = nav.getByRole('link', { name: 'Likes (1 new)' });
    await expect(likes).toHaveAttribute('href', '/likes-and-matches?tab=matches');
    await likes.click();
    await expect(page.getByRole('tab', { name: /^Matches/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('article').filter({ hasText: 'Elvin' })).toBeVisible();
  });

  test('at 200 % zoom the header and the tab bar stay one row and nothing spills', async ({
    browser,
    playwright,
  }) => {
    const aysel = await memberInNewContext(browser, { label: 'zoom-aysel', firstName: 'Aysel' });
    await approveMembers(playwright, [aysel]);
    const { page } = aysel;
    // A 1280 × 800 desktop at 200 %: 640 × 400 CSS pixels.
    await page.setViewportSize({ width: 640, height: 400 });
    for (const path of ['/dashboard', '/ru/dashboard', '/az/preferences', '/messages']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-app-nav="tabBar"]')).toBeVisible();
      await expectOneRowBars(page);
      await expectNoSpill(page);
    }
  });
});

test.describe("the public site's phone menu (issue 22, item 4)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens How it works, FAQ and About from the header, and Escape closes it', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expectOneRowBars(page);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link')).toHaveText(['How it works', 'FAQ', 'About us']);
    await expectAccessible(page);

    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'How it works' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });
});
