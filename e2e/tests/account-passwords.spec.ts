import { expect, test } from '@playwright/test';
import { createAccount, latestMail, signIn, submitSignIn, uniqueEmail } from '../fixtures/accounts';
import { createSignedInMember, memberPassword } from '../fixtures/members';
import { expectAccessible } from './axe';

test.describe('passwords', () => {
  test('a member who forgot the password resets it from the e-mail and signs in with the new one', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, {
      email: uniqueEmail('forgot'),
      password: 'Original1pass',
    });

    await page.goto('/auth');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByText('The link is valid for 1 hour')).toBeVisible();
    await expectAccessible(page);

    const mail = await latestMail(request, account.email, 'reset-password');
    await page.goto(mail.link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill('Renewed2pass');
    await page.getByLabel('Repeat the new password').fill('Renewed2pass');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await submitSignIn(page, account.email, memberPassword);
    await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password.');

    await signIn(page, account.email, 'Renewed2pass');
    await expect(page.getByRole('heading', { name: 'Profile Approval Pending' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the reset screen explains every rule in Azerbaijani, and refuses a used or forged link', async ({
    page,
  }) => {
    await page.goto('/az/reset-password#type=recovery&token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Yeni parol seçin' })).toBeVisible();
    const password = page.getByLabel('Yeni parol', { exact: true });
    const confirm = page.getByLabel('Yeni parolun təkrarı');
    const save = page.getByRole('button', { name: 'Yeni parolu saxla' });

    await save.click();
    await expect(password).toHaveAccessibleDescription(/Yeni parol daxil edilməlidir/);
    await expect(confirm).toHaveAccessibleDescription(/Parol təkrarı daxil edilməlidir/);

    await password.fill('abc');
    const rules = page.getByRole('list', { name: 'Parolunuzda olmalıdır:' });
    await expect(rules.getByRole('listitem')).toHaveText([
      'Ən azı 8 simvol, yoxdur',
      'Böyük hərf, yoxdur',
      'Rəqəm, yoxdur',
    ]);
    await password.fill('Abc');
    await expect(rules.getByRole('listitem').nth(1)).toHaveText('Böyük hərf, var');
    await password.fill('abc');
    await confirm.fill('abd');
    await save.click();
    await expect(password).toHaveAccessibleDescription(/Parol ən azı 8 simvoldan ibarət olmalıdır/);
    await expect(password).toHaveAccessibleDescription(/Parolda böyük hərf olmalıdır/);
    await expect(password).toHaveAccessibleDescription(/Parolda rəqəm olmalıdır/);
    await expect(confirm).toHaveAccessibleDescription(/Şifrələr uyğun gəlmir/);
    await expectAccessible(page);

    await password.fill('Renewed2pass');
    await confirm.fill('Renewed2pass');
    await save.click();
    await expect(page.getByText('Keçərsiz və ya vaxtı keçmiş link')).toBeVisible();
    await expect(page).toHaveURL(/\/az\/auth$/);
  });

  test('a link without a token goes to sign in', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('Invalid or expired link')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('under /az a member changes the password: a wrong current one is refused, the right one works', async ({
    page,
  }) => {
    await createSignedInMember(page.request, {
      label: 'change',
      password: 'Current1pass',
      language: 'az',
    });
    await page.goto('/az/change-password');
    await expect(page.getByRole('heading', { name: 'Parolu dəyiş' })).toBeVisible();
    const current = page.getByLabel('Mövcud parol');
    const fresh = page.getByLabel('Yeni parol', { exact: true });
    const confirm = page.getByLabel('Yeni parolun təkrarı');
    const submit = page.getByRole('button', { name: 'Parolu dəyiş' });
    const errors = page.getByRole('group', { name: 'Zəhmət olmasa aşağıdakıları düzəldin:' });

    // Every error at once, listed together.
    await submit.click();
    await expect(errors.getByRole('listitem')).toHaveText([
      'Mövcud parol daxil edilməlidir',
      'Yeni parol daxil edilməlidir',
      'Parol təkrarı daxil edilməlidir',
    ]);
    await expectAccessible(page);

    // Editing clears the list.
    await current.fill('Current1pass');
    await expect(errors).toBeHidden();

    await fresh.fill('short');
    await confirm.fill('other');
    await submit.click();
    await expect(errors.getByRole('listitem')).toHaveText([
      'Parol ən azı 8 simvoldan ibarət olmalıdır',
      'Parolda böyük hərf olmalıdır',
      'Parolda rəqəm olmalıdır',
      'Yeni parol və təkrarı uyğun gəlmir',
    ]);

    await fresh.fill('Current1pass');
    await confirm.fill('Current1pass');
    await submit.click();
    await expect(errors.getByRole('listitem')).toHaveText([
      'Yeni parol mövcud paroldan fərqli olmalıdır',
    ]);
    await expect(fresh).toHaveAccessibleDescription(/Yeni parol mövcud paroldan fərqli olmalıdır/);

    await current.fill('Wrong1pass');
    await fresh.fill('Changed3pass');
    await confirm.fill('Changed3pass');
    await submit.click();
    await expect(current).toHaveAccessibleDescription(/Mövcud parol yanlışdır/);
    await expect(current).toHaveAttribute('aria-invalid', 'true');

    await current.fill('Current1pass');
    await submit.click();
    await expect(page.getByText('Uğurlu! Parolunuz uğurla dəyişdirildi')).toBeVisible();
    await expect(page).toHaveURL(/\/az\/my-profile$/);
  });
});
