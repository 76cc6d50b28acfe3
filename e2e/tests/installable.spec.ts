import { expect, test } from '@playwright/test';

test.describe('installable app', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');

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
});
