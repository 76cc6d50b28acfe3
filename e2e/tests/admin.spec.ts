import { expect, test, type Page } from '@playwright/test';
import { uniqueSurname } from '../fixtures/accounts';
import {
  approveMembers,
  contextOptions,
  createSignedInMember,
  givePhotoIfNone,
  signInAsAdmin,
} from '../fixtures/members';
import { expectAccessible } from './axe';

/** The member's row of the table (desktop) or their card (under 768 px). */
function memberEntry(page: Page, isMobile: boolean, email: string) {
  return page.getByRole(isMobile ? 'listitem' : 'row').filter({ hasText: email });
}

test.describe('admin panel', () => {
  test('an admin approves a pending member, who then reaches the dashboard', async ({
    page,
    browser,
    isMobile,
  }) => {
    const memberContext = await browser.newContext(contextOptions());
    try {
      const lastName = uniqueSurname('Admintest');
      const member = await createSignedInMember(memberContext.request, {
        label: 'admin-approve',
        firstName: 'Nigar',
        lastName,
        relationshipGoals: ['marriage', 'serious_relationship', 'friendship'],
      });
      // Decision 037: a profile is approved only with a photo.
      await givePhotoIfNone(member);
      await signInAsAdmin(page.request);

      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Admin panel', level: 1 })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.getByRole('searchbox', { name: 'Search' }).fill(member.email);

      // The search has answered: only the member is listed.
      await expect(page.getByText('1 person', { exact: true })).toBeVisible();
      const entry = memberEntry(page, isMobile, member.email);
      await expect(entry).toHaveCount(1);
      await expect(entry.getByRole('link', { name: `Nigar ${lastName}` })).toBeVisible();
      await expect(entry.getByText('Pending', { exact: true })).toBeVisible();
      await expect(entry.getByText('Active', { exact: true })).toBeVisible();
      // The first two goals, then +1.
      await expect(entry.getByText('Marriage', { exact: true })).toBeVisible();
      await expect(entry.getByText('+1', { exact: true })).toBeVisible();
      await expectAccessible(page);

      await entry.getByRole('button', { name: `Approve Nigar ${lastName}` }).click();
      await expect(page.getByText('Profile approved')).toBeVisible();
      await expect(entry.getByText('Approved', { exact: true })).toBeVisible();
      await expect(entry.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

      // The audit log names the approval.
      await page.getByRole('tab', { name: 'Audit log' }).click();
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: `Nigar ${lastName}` })
          .first(),
      ).toContainText('Approved the profile');

      // The member is no longer held on the pending screen.
      const session = (await (await memberContext.request.get('/api/auth/session')).json()) as {
        user: { profileStatus: string } | null;
      };
      expect(session.user?.profileStatus).toBe('approved');
      const memberPage = await memberContext.newPage();
      await memberPage.goto('/dashboard');
      await expect(memberPage).toHaveURL(/\/dashboard$/);
      await expect(memberPage.getByRole('heading').first()).toBeVisible();
      await expect(
        memberPage.getByRole('heading', { name: 'Profile Approval Pending' }),
      ).toHaveCount(0);
    } finally {
      await memberContext.close();
    }
  });

  test('an admin deactivates a member in Azerbaijani, after confirming', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', "the cards' buttons are the table's");
    const lastName = uniqueSurname('Admintest');
    const member = await createSignedInMember(request, { label: 'admin-deactivate', lastName });
    await signInAsAdmin(page.request);

    await page.goto('/az/admin');
    await expect(page.getByRole('heading', { name: 'Admin paneli', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Axtarış' }).fill(member.email);
    await expect(page.getByText('1 nəfər', { exact: true })).toBeVisible();
    const entry = memberEntry(page, isMobile, member.email);
    await expect(entry.getByText('Gözləyir', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await entry.getByRole('button', { name: /^Deaktiv et/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Aysel ${lastName} deaktiv edilsin?`);
    await dialog.getByRole('button', { name: 'Deaktiv et' }).click();

    await expect(page.getByText('Profil deaktiv edildi')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(entry.getByText('Deaktiv', { exact: true })).toBeVisible();
    await expect(entry.getByRole('button', { name: /^Aktiv et/ })).toBeVisible();

    // Deactivation ended the member's session at once.
    const session = (await (await request.get('/api/auth/session')).json()) as {
      user: unknown;
    };
    expect(session.user).toBeNull();
  });

  test('an admin makes a member an admin, then takes the role back, each after confirming', async ({
    page,
    request,
    isMobile,
    playwright,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', "the cards' buttons are the table's");
    const lastName = uniqueSurname('Admintest');
    const member = await createSignedInMember(request, { label: 'admin-role', lastName });
    // Issue 34, item 12: roles go to approved members with a photo.
    await approveMembers(playwright, [member]);
    const name = `Aysel ${lastName}`;
    await signInAsAdmin(page.request);

    await page.goto('/admin');
    await page.getByRole('searchbox', { name: 'Search' }).fill(member.email);
    await expect(page.getByText('1 person', { exact: true })).toBeVisible();
    const entry = memberEntry(page, isMobile, member.email);
    const dialog = page.getByRole('alertdialog');

    await entry.getByRole('button', { name: `Make ${name} an admin` }).click();
    await expect(dialog).toContainText('Another admin can take the role back later.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Make admin' }).click();
    await expect(page.getByText(`${name} is now an admin`)).toBeVisible();
    await expect(entry.getByText('Admin', { exact: true })).toBeVisible();

    await entry.getByRole('button', { name: `Remove ${name} as admin` }).click();
    await expect(dialog).toContainText(`Remove ${name} as admin?`);
    await dialog.getByRole('button', { name: 'Remove admin' }).click();
    await expect(page.getByText(`${name} is no longer an admin`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(entry.getByText('User', { exact: true })).toBeVisible();
    await expect(entry.getByRole('button', { name: `Make ${name} an admin` })).toBeVisible();

    // The member's very next request is a plain member's again.
    expect((await request.get('/api/admin/users')).status()).toBe(403);
  });

  test('the reports tab lists the moderation queue', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the reports tab has no layout of its own');
    await signInAsAdmin(page.request);
    await page.goto('/admin?tab=reports');
    await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('open');
    await page.getByRole('combobox', { name: 'Show' }).selectOption('dismissed');
    await expect(
      page.getByText('No reports').or(page.getByRole('list', { name: 'Reports' })),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a member who is not an admin is sent to the landing, which sends them on to the dashboard', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'a redirect does not depend on the layout');
    await createSignedInMember(page.request, { label: 'admin-denied' });
    await page.goto('/admin');
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/dashboard$/);
    await page.goto('/az/admin');
    await expect(page).toHaveURL(/\/az\/dashboard$/);
  });
});
