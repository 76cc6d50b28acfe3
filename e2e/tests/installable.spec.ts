import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import en from '../../packages/shared/src/i18n/en.json' with { type: 'json' };
import { createSignedInMember } from '../fixtures/members';

test.describe('installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the page links a manifest whose icons are served', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(href!)).json()) as {
      icons: { src: string; type: string }[];
    };
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toContain(icon.type);
    }
  });

  test('the service worker registers, caches no API answer, and an offline reload shows the offline page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const scriptURL = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(scriptURL).toMatch(/\/sw\.js$/);
    // The worker claims the page once active; reload so this load goes through it.
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.evaluate(() => fetch('/api/health/ready').then((response) => response.text()));

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(cached).toContain('/offline.html');
    expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await context.setOffline(false);
    await page.getByRole('link', { name: /Try again/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find the person you will build a life with',
    );
  });

  test('a member is still signed in after the browser is closed and opened again', async ({
    playwright,
  }, testInfo) => {
    const { baseURL, launchOptions } = testInfo.project.use;
    // A browser profile on disk, as a phone or laptop keeps one: a cookie without an expiry
    // (a session cookie) does not survive closing it.
    const profile = mkdtempSync(path.join(tmpdir(), 'vusal-browser-profile-'));
    const openBrowser = () =>
      playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
    try {
      const before = await openBrowser();
      await createSignedInMember(before.request, { label: 'browser-restart' });
      await before.close();

      const after = await openBrowser();
      const page = after.pages()[0] ?? (await after.newPage());
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pending.title);
      await expect(page).toHaveURL(/\/dashboard$/);
      await after.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
