import { expect, test } from '@playwright/test';
import { expectMessage } from '../fixtures/forms';
import { wizard } from '../fixtures/sign-up-wizard';
import { expectAccessible } from './axe';

const password = 'Gunesli9Bahar';

/** yyyy-mm-dd, `years` years and `days` days from today (negative: in the past). */
function dateFromToday(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.describe('sign-up wizard', () => {
  test('steps 1 and 2 explain every problem next to its field and do not move on', async ({
    page,
  }) => {
    const { atStep, next } = wizard(page);
    await page.goto('/auth?signup=true');

    const email = page.getByLabel('E-mail');
    const newPassword = page.getByLabel('Password', { exact: true });
    const confirmation = page.getByLabel('Confirm password', { exact: true });
    await next();
    await atStep('Step 1 of 8: Your account');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectMessage(email, 'Please enter your e-mail address.');
    await expectMessage(newPassword, 'Please enter a password.');
    await expectMessage(confirmation, 'The password confirmation must be entered');
    await expectAccessible(page);

    await email.fill('leyla@');
    await expectMessage(email, 'Please enter a valid e-mail address.');
    const passwordProblems: [string, string][] = [
      ['Short1', 'The password must be at least 8 characters long'],
      ['lowercase1', 'The password must contain an uppercase letter'],
      ['NoDigitsHere', 'The password must contain a digit'],
      ['Password1', 'This password is too common. Please choose another.'],
      [`A1${'x'.repeat(127)}`, 'The password can be at most 128 characters long.'],
    ];
    for (const [typed, message] of passwordProblems) {
      await newPassword.fill(typed);
      await expectMessage(newPassword, message);
    }
    await newPassword.fill(password);
    await confirmation.fill(`${password}x`);
    await expectMessage(confirmation, 'The passwords do not match');
    await page.getByRole('button', { name: 'Show password', exact: true }).click();
    await expect(newPassword).toHaveAttribute('type', 'text');
    await email.fill('leyla@example.com');
    await confirmation.fill(password);
    await next();

    await atStep('Step 2 of 8: About you');
    await next();
    await atStep('Step 2 of 8: About you');
    await expect(page.getByLabel('First name')).toBeFocused();
    await expectMessage(page.getByLabel('First name'), 'Please enter your first name.');
    await expectMessage(page.getByLabel('Last name'), 'Please enter your last name.');
    const birthDate = page.getByLabel('Date of birth');
    await expectMessage(birthDate, 'Please enter your date of birth.');
    await expectMessage(page.getByRole('group', { name: 'Gender' }), 'Please choose your gender.');
    await expectMessage(page.getByLabel('City'), 'Please choose your city.');
    await expectMessage(
      page.getByRole('group', { name: 'What are you looking for?' }),
      'You must choose at least one relationship goal',
    );
    await expectAccessible(page);

    await birthDate.fill(dateFromToday(0, 2));
    await expectMessage(birthDate, 'The date of birth cannot be in the future.');
    await birthDate.fill('1939-12-31');
    await expectMessage(birthDate, 'The date of birth cannot be before 1940-01-01.');
    await birthDate.fill(dateFromToday(-17));
    await expect(page.getByLabel('Age', { exact: true })).toHaveValue('17');
    await expectMessage(birthDate, 'You must be at least 18 years old to register.');
    await next();
    await atStep('Step 2 of 8: About you');

    // Issue 22, item 7: leaving with answers not yet sent asks first.
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await expectAccessible(page);
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
