import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { publicPages, siteLocales } from '@vusal/shared/locale/site-locale';

type Catalogue = Record<string, Record<string, Record<string, unknown>>>;

function catalogue(language: string): Catalogue {
  const file = path.resolve(import.meta.dirname, `../../packages/shared/src/i18n/${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

/** Each prerendered page's heading and a sentence of its text, from the catalogue. */
function expectedTexts(page: string, c: Catalogue): [heading: string, text: string] {
  const pick = (group: string, section: string, key: string) =>
    String((c[group]![section] as Record<string, unknown>)[key]);
  switch (page) {
    case '/':
      return [pick('landing', 'hero', 'title'), pick('landing', 'hero', 'subtitle')];
    case '/auth':
      return [pick('auth', 'signIn', 'title'), pick('auth', 'signIn', 'lead')];
    case '/terms':
    case '/privacy':
      return [pick('legal', page.slice(1), 'title'), pick('legal', page.slice(1), 'lead')];
    default: {
      const group = { '/how-it-works': 'howItWorks', '/faq': 'faq', '/about-us': 'about' }[page]!;
      return [String(c[group]!.title), String(c[group]!.lead)];
    }
  }
}

const pages = siteLocales().flatMap((locale) =>
  [...publicPages, '/auth'].map((page) => ({
    page,
    language: locale.language,
    path: page === '/' ? locale.prefix || '/' : locale.prefix + page,
  })),
);

test.describe('prerendered public pages', () => {
  // The HTML is the same for every device; one project is enough.
  test.skip(({ isMobile }) => isMobile, 'desktop only');

  for (const { page: route, language, path: url } of pages) {
    test(`${url} shows its heading and text with JavaScript off`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(url);
      const [heading, text] = expectedTexts(route, catalogue(language));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(text).first()).toBeVisible();
      // Painting waits for the whole page: a part painted early would shift as the rest came.
      await expect(page.locator('head link[rel="expect"][blocking="render"]')).toHaveAttribute(
        'href',
        '#page-end',
      );
      await expect(page.locator('#root + template#page-end')).toHaveCount(1);
      // A form sent before the scripts run must never put a password into the address bar,
      // and cannot be sent at all: the page that takes it is the hydrated one.
      for (const form of await page.locator('form').all()) {
        await expect(form).toHaveAttribute('method', 'post');
        await expect(form.locator('button[type=submit]')).toBeDisabled();
      }
      await context.close();
    });
  }
});

/**
 * Records console errors and warnings, uncaught errors, Content-Security-Policy violations
 * (even those a script catches), the first heading as the HTML delivered it, every element
 * removed from the delivered page, and every layout shift, from before the page's own scripts run.
 */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.exposeFunction('__cspViolation', (directive: string) =>
    problems.push(`CSP violation: ${directive}`),
  );
  await page.addInitScript(() => {
    const report = (window as unknown as { __cspViolation: (directive: string) => void })
      .__cspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(event.violatedDirective),
    );
    type Rect = { x: number; y: number; width: number; height: number };
    type Shift = {
      value: number;
      startTime: number;
      sources?: { node?: Node | null; previousRect: Rect; currentRect: Rect }[];
    };
    const state = window as unknown as {
      __shift: number;
      __shifted: string[];
      __heading: Element | null;
      __removed: string[];
    };
    state.__shift = 0;
    state.__shifted = [];
    state.__removed = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        state.__shift += entry.value;
        for (const { node, previousRect: from, currentRect: to } of entry.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement;
          const html = element ? element.outerHTML.slice(0, 80) : '?';
          const move = `(${from.x},${from.y} ${from.width}x${from.height} → ${to.x},${to.y} ${to.width}x${to.height})`;
          state.__shifted.push(`${Math.round(entry.startTime)} ms ${html} ${move}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      state.__heading = document.querySelector('h1');
      // Hydration adopts the delivered HTML; React removes parts of it only when it gives up on
      // hydrating them (e.g. a Suspense boundary updated before its code arrived) and draws
      // them again: a flash of missing content and twice the work.
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element) state.__removed.push(node.outerHTML.slice(0, 80));
          }
        }
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
  });
  return problems;
}

/** Whether React has taken over the page's first heading (it marks the elements it owns). */
function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
}

test.describe('hydration', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');
  // A visit as it is: the page registers its service worker, and a blocked registration's
  // console error would be one of the problems these tests count.
  test.use({ serviceWorkers: 'allow' });

  // Every page in each language once (the other locales render the same components).
  const hydrated = pages.filter(({ path: url }) => !/^\/az\/(en|ru)(\/|$)/.test(url));
  for (const { path: url, language, page: route } of hydrated) {
    test(`${url} hydrates without a warning or a layout shift`, async ({ page }) => {
      const problems = await watch(page);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const [heading] = expectedTexts(route, catalogue(language));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Decision 015: the page is the HTML until the visitor does something; a pointer move will do.
      expect(await isHydrated(page)).toBe(false);
      // A pointer move counts once the pointer leaves where the page first saw it.
      await page.mouse.move(10, 10);
      await page.mouse.move(20, 20);
      await expect.poll(() => isHydrated(page)).toBe(true);
      // React kept the delivered elements: it hydrated the HTML instead of drawing it again.
      const { kept, removed } = await page.evaluate(() => {
        const state = window as unknown as { __heading: Element | null; __removed: string[] };
        const heading = state.__heading;
        return {
          kept: heading !== null && heading === document.querySelector('h1'),
          removed: state.__removed,
        };
      });
      expect(problems).toEqual([]);
      expect(kept).toBe(true);
      expect(removed).toEqual([]);
      for (const submit of await page.locator('form button[type=submit]').all()) {
        await expect(submit).toBeEnabled();
      }
      const { shift, shifted } = await page.evaluate(() => {
        const state = window as unknown as { __shift: number; __shifted: string[] };
        return { shift: state.__shift, shifted: state.__shifted };
      });
      expect(shift, `shifted: ${shifted.join(' | ')}`).toBeLessThan(0.01);
    });
  }

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

/** The built file of a source module, from the build's manifest. */
function builtFile(source: string): string {
  const manifest = path.resolve(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json');
  const chunks = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { file: string }>;
  return chunks[source]!.file;
}

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
