import { expect, test } from '@playwright/test';
import { isHydrated, testEachPrerenderedPage, watch } from '../fixtures/prerender';

/** The landing and the other public pages (decision 015); the sign-in page has its own spec. */
const isPublic = ({ page }: { page: string }) => page !== '/auth';

testEachPrerenderedPage(isPublic);

test.describe('hydration on the first interaction', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');
  // A visit as it is: the page registers its service worker, and a blocked registration's
  // console error would be one of the problems these tests count.
  test.use({ serviceWorkers: 'allow' });

  test('the first click on a page not yet hydrated works: a FAQ question opens', async ({
    page,
  }) => {
    const problems = await watch(page);
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
    expect(await isHydrated(page)).toBe(false);
    // A click with no pointer move before it (a tap): React hydrates on the press and replays it.
    const question = page.locator('main h2 > button').first();
    await question.dispatchEvent('click');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(await isHydrated(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the first key on a page not yet hydrated works: Tab, then Enter on the skip link', async ({
    page,
  }) => {
    await page.goto('/how-it-works');
    await page.waitForLoadState('networkidle');
    expect(await isHydrated(page)).toBe(false);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect.poll(() => isHydrated(page)).toBe(true);
  });
});
