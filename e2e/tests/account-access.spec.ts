import { expect, test } from '@playwright/test';
import { latestMail, signUpThroughApi, submitSignIn, uniqueEmail } from '../fixtures/accounts';
import { expectAccessible } from './axe';

for (const path of ['/dashboard', '/change-password', '/delete-account']) {
  test(`a visitor opening ${path} is asked to sign in`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });
}

test('under /az a visitor is asked to sign in in Azerbaijani', async ({ page }) => {
  await page.goto('/az/change-password');
  await expect(page).toHaveURL(/\/az\/auth$/);
  await expect(page.getByRole('button', { name: 'Daxil ol', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('the sign-in screen links to sign-up, forgot password and home', async ({ page }) => {
  await page.goto('/az/auth');
  await expect(page.getByLabel('E-poçt')).toBeVisible();
  await page.getByLabel('Parol', { exact: true }).fill('secret');
  // One toggle with one name; whether the password shows is its pressed state.
  const toggle = page.getByRole('button', { name: 'Parolu göstər' });
  // The sign-in shell is prerendered: a click that lands before hydration does nothing yet.
  await expect(async () => {
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
  }).toPass();
  await expect(page.getByLabel('Parol', { exact: true })).toHaveAttribute('type', 'text');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByLabel('Parol', { exact: true })).toHaveAttribute('type', 'password');
  await expect(page.getByRole('link', { name: 'Parolu unutmusunuz?' })).toHaveAttribute(
    'href',
    '/az/auth?forgot=true',
  );
  await expect(page.getByRole('link', { name: 'Hesab yaradın' })).toHaveAttribute(
    'href',
    '/az/auth?signup=true',
  );
  await page.getByRole('link', { name: 'Ana səhifəyə qayıt' }).click();
  await expect(page).toHaveURL(/\/az$/);
});

test('confirming the e-mail in the browser that signed up opens the pending dashboard, and sign-out goes home', async ({
  page,
}) => {
  const email = uniqueEmail('confirm');
  // The page's own request context shares its cookies, like the wizard's request would.
  await signUpThroughApi(page.request, { email, password: 'Welcome1pass', language: 'az' });
  const mail = await latestMail(page.request, email, 'confirm-email');
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/az\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Profil təsdiq gözləyir' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Çıxış' }).click();
  await expect(page).toHaveURL(/\/az$/);
  await page.goto('/az/dashboard');
  await expect(page).toHaveURL(/\/az\/auth$/);
});

test('confirming the e-mail elsewhere says so on the sign-in screen', async ({ page, request }) => {
  const email = uniqueEmail('confirm-elsewhere');
  await signUpThroughApi(request, { email, password: 'Welcome1pass' });
  const mail = await latestMail(request, email, 'confirm-email');
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/auth\?confirmed=true$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'E-mail confirmed, you can sign in now' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('an unconfirmed address is asked to confirm before signing in', async ({ page, request }) => {
  const email = uniqueEmail('unconfirmed');
  await signUpThroughApi(request, { email, password: 'Waiting1pass' });
  await submitSignIn(page, email, 'Waiting1pass');
  await expect(page.getByRole('alert')).toContainText('Please confirm your e-mail address first');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an invalid confirmation link says so and offers to sign in', async ({ page }) => {
  await page.goto('/az/?confirm=forged-token');
  await expect(page.getByText('Keçərsiz və ya vaxtı keçmiş link')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Daxil olmağa keç' }).click();
  await expect(page).toHaveURL(/\/az\/auth$/);
});
