import { expect, test } from '@playwright/test';
import { origin, submitSignIn, uniqueSurname } from '../fixtures/accounts';
import {
  approveMembers,
  asAdmin,
  contextOptions,
  createSignedInMember,
  grantRole,
  memberInNewContext,
  memberPassword,
} from '../fixtures/members';
import { expectAccessible } from './axe';

test.describe('moderation (issues 23 and 24)', () => {
  test('a moderator suspends a reported member; their sign-in says until when and why, and takes one appeal', async ({
    page,
    browser,
    playwright,
  }) => {
    // Four people and two browsers: more steps than the default budget allows on a busy machine.
    test.slow();
    const lastName = uniqueSurname('Modtest');
    const target = await memberInNewContext(browser, {
      label: 'mod-target',
      firstName: 'Elvin',
      lastName,
      gender: 'male',
    });
    const reporterContext = await browser.newContext(contextOptions());
    try {
      const reporter = await createSignedInMember(reporterContext.request, {
        label: 'mod-reporter',
      });
      const moderator = await createSignedInMember(page.request, {
        label: 'mod-moderator',
        firstName: 'Nərmin',
        lastName: 'Moderator',
      });
      await approveMembers(playwright, [target, reporter, moderator]);
      await grantRole(playwright, moderator, 'moderator');
      const report = await reporterContext.request.post('/api/reports', {
        data: { userId: target.id, reason: 'harassment' },
        headers: { Origin: origin() },
      });
      expect(report.status(), await report.text()).toBe(201);

      // The moderator sees only their tabs, and decides.
      await page.goto('/admin?tab=reports');
      await expect(page.getByRole('tab')).toHaveText([
        /^Verification/,
        /^Reports/,
        /^Marked messages/,
        /^Appeals/,
        /^Photo reviews/,
      ]);
      const card = page.getByRole('listitem').filter({ hasText: `Elvin ${lastName}` });
      await card
        .getByRole('button', { name: `Decide on the report about Elvin ${lastName}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Report about Elvin ${lastName}` });
      await dialog.getByRole('radio', { name: /^Suspend/ }).check();
      await dialog.getByLabel('Length').selectOption({ label: '7 days' });
      await dialog.getByRole('button', { name: 'Save decision' }).click();
      await expect(dialog.getByText('Write the reason the member will see')).toBeVisible();
      await dialog.getByLabel('Reason the member sees').fill('Insults in chat');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Save decision' }).click();
      await expect(page.getByText('Decision saved')).toBeVisible();
      await expect(card).toHaveCount(0);

      // The member was signed out everywhere: their next page is the sign-in.
      await target.page.goto('/dashboard');
      await expect(target.page).toHaveURL(/\/auth$/);
      await submitSignIn(target.page, target.email, memberPassword);
      await expect(
        target.page.getByRole('heading', { name: 'Your account is suspended' }),
      ).toBeVisible();
      await expect(target.page.getByText(/You can sign in again after /)).toBeVisible();
      await expect(target.page.getByText('Insults in chat')).toBeVisible();
      await expectAccessible(target.page);
      await target.page.getByLabel('Your appeal').fill('It was a misunderstanding');
      await target.page.getByRole('button', { name: 'Send appeal' }).click();
      await expect(
        target.page.getByText('Your appeal was sent. A moderator will review it.'),
      ).toBeVisible();

      // The appeal waits in its own tab.
      await page.getByRole('tab', { name: 'Appeals' }).click();
      const appeal = page.getByRole('listitem').filter({ hasText: `Elvin ${lastName}` });
      await expect(appeal).toContainText('It was a misunderstanding');
      await expect(appeal).toContainText('Insults in chat');
    } finally {
      await target.page.context().close();
      await reporterContext.close();
    }
  });

  test('a warned member sees the warning once, on their next page', async ({
    page,
    browser,
    playwright,
  }) => {
    const member = await createSignedInMember(page.request, { label: 'mod-warned' });
    const reporterContext = await browser.newContext(contextOptions());
    try {
      const reporter = await createSignedInMember(reporterContext.request, {
        label: 'mod-warner',
      });
      await approveMembers(playwright, [member, reporter]);
      await reporterContext.request.post('/api/reports', {
        data: { userId: member.id, reason: 'scam' },
        headers: { Origin: origin() },
      });
      await asAdmin(playwright, async (api) => {
        const queue = await (await api.get('/api/admin/reports?limit=100')).json();
        const reportId = (queue.items as { id: string; target: { id: string } }[]).find(
          (item) => item.target.id === member.id,
        )!.id;
        const decided = await api.post(`/api/admin/reports/${reportId}/decision`, {
          data: { decision: 'warn', reason: 'No advertising, please' },
        });
        expect(decided.status(), await decided.text()).toBe(200);
      });

      await page.goto('/dashboard');
      const warning = page.getByRole('dialog', { name: 'A moderator has warned you' });
      await expect(warning).toContainText('No advertising, please');
      await warning.getByRole('button', { name: 'I understand' }).first().click();
      await expect(warning).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'A moderator has warned you' })).toHaveCount(0);
    } finally {
      await reporterContext.close();
    }
  });
});
