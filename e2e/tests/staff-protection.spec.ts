import { expect, test } from '@playwright/test';
import { origin, uniqueSurname } from '../fixtures/accounts';
import {
  approveMembers,
  asAdmin,
  createSignedInMember,
  grantRole,
  twoApprovedMembers,
} from '../fixtures/members';
import { expectAccessible } from './axe';

test.describe('staff protection (issue 34, item 2; SECURITY 37)', () => {
  test('a moderator who tries to suspend an admin reads the refusal in the dialog, and nothing changes', async ({
    page,
    browser,
    playwright,
  }) => {
    test.slow();
    const lastName = uniqueSurname('Stafftest');
    const [aysel, elvin] = await twoApprovedMembers(browser, playwright, 'staff-protected', {
      her: { lastName },
    });
    try {
      const ayselName = `Aysel ${lastName}`;
      const filed = await elvin.page.request.post('/api/reports', {
        data: { userId: aysel.id, reason: 'inappropriate_photos', note: 'Not her photo' },
        headers: { Origin: origin() },
      });
      expect(filed.status(), await filed.text()).toBe(201);
      await grantRole(playwright, aysel, 'admin');

      const moderator = await createSignedInMember(page.request, {
        label: 'staff-protected-moderator',
        firstName: 'Nərmin',
        lastName: 'Moderator',
      });
      await approveMembers(playwright, [moderator]);
      await grantRole(playwright, moderator, 'moderator');

      await page.goto('/admin?tab=reports');
      const card = page
        .getByRole('list', { name: 'Reports' })
        .getByRole('listitem')
        .filter({ hasText: ayselName });
      await expect(card).toHaveCount(1);
      await card.getByRole('button', { name: `Decide on the report about ${ayselName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Report about ${ayselName}` });
      await dialog.getByRole('radio', { name: /^Suspend/ }).check();
      await dialog.getByLabel('Reason the member sees').fill('Rude to members');
      await dialog.getByRole('button', { name: 'Save decision' }).click();
      await expect(dialog.getByRole('alert')).toContainText(
        'Decisions about moderators and admins are for admins only',
      );
      await expect(dialog).toBeVisible();
      await expectAccessible(page);

      // Nothing changed: the admin is still signed in, the report still waits, the refusal is audited.
      expect((await aysel.page.request.get('/api/profiles/me')).status()).toBe(200);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.reload();
      await expect(card).toHaveCount(1);
      const audit = await asAdmin(playwright, async (api) =>
        (await api.get(`/api/admin/audit?userId=${aysel.id}`)).text(),
      );
      expect(audit).toContain('refuse_sanction');
    } finally {
      await aysel.page.context().close();
      await elvin.page.context().close();
    }
  });
});
