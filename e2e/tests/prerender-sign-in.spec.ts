import { expect, test } from '@playwright/test';
import {
  builtFile,
  catalogue,
  expectedTexts,
  testEachPrerenderedPage,
  watch,
} from '../fixtures/prerender';

/** The prerendered sign-in page (decisions 015 and 067); the public pages have their own spec. */
const isSignIn = ({ page }: { page: string }) => page === '/auth';

testEachPrerenderedPage(isSignIn);

test.describe('sign-in hydration', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');
  // A visit as it is: the page registers its service worker, and a blocked registration's
  // console error would be one of the problems these tests count.
  test.use({ serviceWorkers: 'allow' });

  test('a link inside a hydrated page navigates in the app', async ({ page }) => {
    const problems = await watch(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The page before stays until the next one can show: the sign-in page's lazy parts
    // (decision 067) do not blank the screen while they load.
    await page.evaluate(() => {
      const state = window as unknown as { __blank: number };
      state.__blank = 0;
      new MutationObserver(() => {
        if (!document.querySelector('h1')) state.__blank += 1;
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      expectedTexts('/auth', catalogue('en'))[0],
    );
    expect(await page.evaluate(() => (window as unknown as { __blank: number }).__blank)).toBe(0);
    expect(problems).toEqual([]);
  });

  test('every page has one title and one description, hydrated, drawn afresh or navigated to', async ({
    page,
  }) => {
    const en = catalogue('en');
    const meta = en.auth!.meta!;
    const head = () =>
      page.evaluate(() => ({
        titles: document.head.querySelectorAll('title').length,
        descriptions: document.head.querySelectorAll('meta[name="description"]').length,
        canonicals: document.head.querySelectorAll('link[rel="canonical"]').length,
      }));
    // Hydrated: the prerendered sign-in page keeps its own title.
    await page.goto('/auth');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(String(meta.signIn));
    expect(await head()).toEqual({ titles: 1, descriptions: 1, canonicals: 0 });
    // Navigated to: the next page's title replaces it.
    await page.getByRole('link', { name: String(en.auth!.signIn!.forgot) }).click();
    await expect(page).toHaveTitle(String(meta.forgot));
    expect(await head()).toEqual({ titles: 1, descriptions: 1, canonicals: 0 });
    // Drawn afresh over prerendered HTML (a query): the build's head gives way to React's.
    await page.goto('/faq?from=mail');
    await expect(page).toHaveTitle(String(en.faq!.meta!.title));
    expect(await head()).toEqual({ titles: 1, descriptions: 1, canonicals: 1 });
  });
});

test.describe('the sign-in form before its code', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');

  // Decision 067: the page hydrates without the form's code, and the form when that arrives.
  test('keeps what was typed, sends nothing natively, and sends once live', async ({ page }) => {
    // Errors and warnings but the refused sign-in's 401 and the blocked service worker.
    const expected = /^(Failed to load resource: .* 401|Service Worker registration blocked)/;
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      const isProblem = ['error', 'warning'].includes(message.type());
      if (isProblem && !expected.test(message.text())) problems.push(message.text());
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // The sign-in screens' chunk waits until the visitor has typed.
    await page.route(`**/${builtFile('src/app/auth-page.tsx')}`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/auth');
    const email = page.getByLabel('E-mail', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Sign In', exact: true });
    await email.click();
    await page.keyboard.type('nobody@example.com');
    await password.click();
    await page.keyboard.type('Whatever1');
    await page.keyboard.press('Enter');
    await expect(submit).toBeDisabled();
    expect(page.url()).toMatch(/\/auth$/);

    release();
    await expect(submit).toBeEnabled();
    await expect(email).toHaveValue('nobody@example.com');
    await expect(password).toHaveValue('Whatever1');
    await expect(password).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();
    expect(page.url()).toMatch(/\/auth$/);
    expect(problems).toEqual([]);
  });
});
