import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';

test.describe('landing page', () => {
  test('a visitor reads the English landing page and can start signing up', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find the person you will build a life with',
    );
    await expect(
      page.getByText('Free for 6 months for the first 1000 members').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute(
      'href',
      '/auth?signup=true',
    );
    await expect(page.getByText('Coming Soon').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await expectAccessible(page);
  });

  test('the /az prefix shows the Azerbaijani landing page with prefixed links', async ({
    page,
  }) => {
    await page.goto('/az');
    await expect(page.locator('html')).toHaveAttribute('lang', 'az');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Həyatınızı birlikdə quracağınız insanı tapın',
    );
    await expect(page.getByRole('link', { name: 'Başla' }).first()).toHaveAttribute(
      'href',
      '/az/auth?signup=true',
    );
    await expect(page.getByRole('link', { name: 'Daxil ol' }).first()).toHaveAttribute(
      'href',
      '/az/auth',
    );
    await expectAccessible(page);
  });

  test('an unknown path shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown path under /az is not found in Azerbaijani', async ({ page }) => {
    await page.goto('/az/nope');
    await expect(page.getByRole('heading', { name: 'Ups! Səhifə tapılmadı' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the not-found page is accessible', async ({ page }) => {
    await page.goto('/kz');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expectAccessible(page);
  });
});

test('unknown API paths answer JSON 404, not the web app', async ({ request }) => {
  const response = await request.get('/api/nothing-here');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({
    error: {
      code: 'ROUTE_NOT_FOUND',
      message: 'errors.ROUTE_NOT_FOUND',
      requestId: expect.any(String),
    },
  });
});
