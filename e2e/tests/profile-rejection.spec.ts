import { expect, test } from '@playwright/test';
import { contextOptions, createSignedInMember, signInAsAdmin } from '../fixtures/members';
import { expectAccessible } from './axe';

// Issue 23, item 9: an admin tells a pending member what to fix; the member reads it.
test('an admin rejects a pending profile with a reason, and the member sees what to change', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext(contextOptions());
  try {
    const member = await createSignedInMember(memberContext.request, {
      label: 'profile-rejection',
      firstName: 'Səbinə',
      lastName: 'Rəddedilən',
    });
    await signInAsAdmin(page.request);
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: 'Search' }).fill(member.email);
    await expect(page.getByText('1 person', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: member.email });

    await row
      .getByRole('button', { name: 'Reject the profile of Səbinə Rəddedilən with a reason' })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Please choose at least one reason.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'No photo' }).check();
    await dialog.getByLabel('Note for the member (optional)').fill('Add a photo of your face.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Changes requested', { exact: true })).toBeVisible();

    const memberPage = await memberContext.newPage();
    await memberPage.goto('/dashboard');
    await expect(
      memberPage.getByRole('heading', { name: 'Your profile needs changes before approval' }),
    ).toBeVisible();
    await expect(memberPage.getByText('Add a photo of your face.')).toBeVisible();
    await expect(memberPage.getByRole('link', { name: 'Edit my profile' })).toBeVisible();
    await expectAccessible(memberPage);
  } finally {
    await memberContext.close();
  }
});
