import { expect, test, type Page } from '@playwright/test';
import az from '../../packages/shared/src/i18n/az.json' with { type: 'json' };
import en from '../../packages/shared/src/i18n/en.json' with { type: 'json' };
import ru from '../../packages/shared/src/i18n/ru.json' with { type: 'json' };
import { watchConsole } from '../fixtures/watch';
import { checksAxe, expectAccessible } from './axe';

/** Every locale of decision 013: its prefix, language and catalogue. */
const locales = [
  { prefix: '', language: 'en', texts: en },
  { prefix: '/ru', language: 'ru', texts: ru },
  { prefix: '/az', language: 'az', texts: az },
  { prefix: '/az/en', language: 'en', texts: en },
  { prefix: '/az/ru', language: 'ru', texts: ru },
] as const;

type Texts = (typeof locales)[number]['texts'];

const pages = [
  { path: '/', heading: (t: Texts) => t.landing.hero.title, title: (t: Texts) => t.meta.title },
  {
    path: '/how-it-works',
    heading: (t: Texts) => t.howItWorks.title,
    title: (t: Texts) => t.howItWorks.meta.title,
  },
  { path: '/faq', heading: (t: Texts) => t.faq.title, title: (t: Texts) => t.faq.meta.title },
  {
    path: '/about-us',
    heading: (t: Texts) => t.about.title,
    title: (t: Texts) => t.about.meta.title,
  },
  {
    path: '/terms',
    heading: (t: Texts) => t.legal.terms.title,
    title: (t: Texts) => t.legal.terms.meta.title,
  },
  {
    path: '/privacy',
    heading: (t: Texts) => t.legal.privacy.title,
    title: (t: Texts) => t.legal.privacy.meta.title,
  },
];

const at = (prefix: string, path: string) => (prefix && path === '/' ? prefix : prefix + path);

for (const { prefix, language, texts } of locales) {
  // "/az/en" and "/az/ru" are the pages of "/" and "/ru" with other links: axe checks those once.
  const withAxe = !prefix.startsWith('/az/');
  test(`the public pages under "${prefix || '/'}" read in ${language}, link within the locale${withAxe ? ' and pass axe' : ''}`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const axe = withAxe && checksAxe(testInfo, language);
    const problems = watchConsole(page);
    for (const { path, heading, title } of pages) {
      const url = at(prefix, path);
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(texts));
      await expect(page).toHaveTitle(title(texts));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${url.replace(/[/]/g, '\\/')}$`),
      );
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(6);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /\/og-image\.png$/,
      );

      const footer = page.getByRole('contentinfo');
      for (const [name, target] of [
        [texts.footer.faq, '/faq'],
        [texts.footer.aboutUs, '/about-us'],
        [texts.footer.howItWorks, '/how-it-works'],
        [texts.footer.terms, '/terms'],
        [texts.footer.privacy, '/privacy'],
      ] as const) {
        await expect(footer.getByRole('link', { name })).toHaveAttribute(
          'href',
          at(prefix, target),
        );
      }
      await expect(footer.getByRole('link', { name: 'Русский' })).toHaveAttribute(
        'href',
        at(prefix.startsWith('/az') ? '/az/ru' : '/ru', path),
      );
      if (axe) await expectAccessible(page);
    }
    // The sign-in screen is public too.
    await page.goto(at(prefix, '/auth'));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.auth.signIn.title);
    if (axe) await expectAccessible(page);
    expect(problems).toEqual([]);
  });
}

test('the FAQ has 18 questions that open and close with the keyboard, and joins at /az/auth', async ({
  page,
}) => {
  await page.goto('/az/faq');
  const questions = page.getByRole('main').getByRole('button', { expanded: false });
  const triggers = page.locator('main h2 > button');
  await expect(triggers).toHaveCount(18);
  await expect(questions).toHaveCount(18);

  await triggers.first().focus();
  for (let index = 0; index < 18; index += 1) {
    const trigger = triggers.nth(index);
    await expect(trigger).toBeFocused();
    const question = az.faq.items[`q${index + 1}` as keyof typeof az.faq.items].question;
    const answer = page.getByRole('region', { name: question });
    await page.keyboard.press(index % 2 ? 'Space' : 'Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await page.keyboard.press(index % 2 ? 'Enter' : 'Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    if (index < 17) await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('link', { name: az.faq.join.button })).toHaveAttribute(
    'href',
    '/az/auth',
  );
});

test('the FAQ carries its 18 questions as structured data, the landing the organisation', async ({
  page,
}) => {
  await page.goto('/faq');
  const faq = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
  ) as { '@type': string; mainEntity: { name: string }[] };
  expect(faq['@type']).toBe('FAQPage');
  expect(faq.mainEntity).toHaveLength(18);
  expect(faq.mainEntity[0]?.name).toBe(en.faq.items.q1.question);

  await page.goto('/');
  const organisation = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
  ) as { '@type': string; name: string };
  expect(organisation).toMatchObject({ '@type': 'Organization', name: 'Vüsal' });
});

test('a visitor switches to Russian from the header, and the choice is remembered', async ({
  page,
}) => {
  await page.goto('/az/faq');
  await page.getByRole('button', { name: /Dili dəyiş/ }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/az\/ru\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.faq.title);

  // A URL without a language now opens in Russian; one that names its language stays.
  await page.goto('/az/about-us');
  await expect(page).toHaveURL(/\/az\/ru\/about-us$/);
  await page.goto('/az/en/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about.title);
});

/** The assets that the prerendered HTML of `path` names itself: the entry, not the later chunks. */
async function entryAssets(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  return new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!));
}

test('a language chosen in the footer before React has taken the page over is remembered', async ({
  page,
}) => {
  // Hold every chunk the page asks for after its entry (its texts, its route): the page then
  // never hydrates, and its links are the prerendered HTML's plain links.
  const initial = await entryAssets(page, '/az/faq');
  await page.route('**/assets/**', async (route) => {
    if (initial.has(new URL(route.request().url()).pathname)) await route.continue();
  });
  await page.goto('/az/faq', { waitUntil: 'domcontentloaded' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/az\/ru\/faq$/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await page.goto('/az/about-us');
  await expect(page).toHaveURL(/\/az\/ru\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.about.title);
});

test("the language menu opens when it is tapped before the page's code has arrived", async ({
  page,
}) => {
  // Hold every chunk after the entry until the tap has landed on the prerendered button.
  const initial = await entryAssets(page, '/az/faq');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**', async (route) => {
    if (!initial.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  await page.goto('/az/faq', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('button', { name: /Dili dəyiş/ });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('banner').getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/az\/ru\/faq$/);
});

test('sitemap.xml lists exactly the public pages in every language; robots.txt keeps private pages out', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    new URL(match[1]!).pathname.replace(/(.)\/$/, '$1'),
  );
  const expected = locales.flatMap(({ prefix }) => pages.map(({ path }) => at(prefix, path)));
  expect(locs.sort()).toEqual(expected.sort());

  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/dashboard', '/az/messages', '/ru/admin', '/az/ru/my-profile']) {
    expect(robots).toContain(`Disallow: ${path}\n`);
  }
  expect(robots).not.toMatch(/Disallow: \S*(faq|about-us|how-it-works)\n/);
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
