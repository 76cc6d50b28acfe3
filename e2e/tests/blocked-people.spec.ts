import { expect, test } from '@playwright/test';
import { twoApprovedMembers } from '../fixtures/members';
import { expectAccessible } from './axe';

test.describe('blocked people (issue 24, item 6)', () => {
  test('a member blocks someone, finds them in Settings and unblocks them after a confirmation', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(90_000);
    const [leyla, rauf] = await twoApprovedMembers(browser, playwright, 'unblock', {
      her: { firstName: 'Leyla' },
      him: { firstName: 'Rauf', lastName: 'Əliyev' },
    });

    await leyla.page.goto(`/profile/${rauf.id}`);
    await leyla.page.getByRole('button', { name: 'Block' }).click();
    await leyla.page
      .getByRole('alertdialog', { name: /^Block Rauf .*\?$/ })
      .getByRole('button', { name: 'Block', exact: true })
      .click();
    await expect(leyla.page.getByText('User blocked')).toBeVisible();

    await leyla.page.goto('/preferences');
    const blocked = leyla.page.getByRole('region', { name: 'Blocked people' });
    await expect(blocked.getByText('Rauf Ə.')).toBeVisible();
    await expectAccessible(leyla.page);

    // Cancel keeps the block.
    await blocked.getByRole('button', { name: 'Unblock Rauf Ə.' }).click();
    const confirm = leyla.page.getByRole('alertdialog', { name: 'Unblock Rauf Ə.?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(leyla.page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(blocked.getByText('Rauf Ə.')).toBeVisible();

    await blocked.getByRole('button', { name: 'Unblock Rauf Ə.' }).click();
    await confirm.getByRole('button', { name: 'Unblock' }).click();
    await expect(leyla.page.getByText('Rauf Ə. is unblocked')).toBeVisible();
    await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible();

    // They may meet again: his profile opens for her, and hers for him.
    await leyla.page.goto(`/profile/${rauf.id}`);
    await expect(leyla.page.getByRole('button', { name: 'Block' })).toBeVisible();
    await rauf.page.goto(`/profile/${leyla.id}`);
    await expect(rauf.page.getByRole('heading', { name: 'Profile not found' })).toHaveCount(0);
    await expect(rauf.page.getByRole('button', { name: 'Block' })).toBeVisible();
  });
});
