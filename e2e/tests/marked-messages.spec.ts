import { expect, test } from '@playwright/test';
import { composer, conversation, twoMembersChatting } from '../fixtures/chat';
import { approveMembers, createSignedInMember, grantRole } from '../fixtures/members';
import { expectAccessible } from './axe';

test.describe('marked messages (issue 34, items 4 and 12)', () => {
  test('a contact detail sent anyway in a new chat reaches a moderator, who reads the chat around it and decides', async ({
    page,
    browser,
    playwright,
  }) => {
    test.slow();
    const { aysel, elvin, matchId } = await twoMembersChatting(browser, playwright);
    try {
      const moderator = await createSignedInMember(page.request, {
        label: 'marked-moderator',
        firstName: 'Nərmin',
        lastName: 'Moderator',
      });
      await approveMembers(playwright, [moderator]);
      await grantRole(playwright, moderator, 'moderator');

      // Aysel writes, then sends her number anyway after the warning; Elvin answers.
      await aysel.page.goto(`/messages?match=${matchId}`);
      await elvin.page.goto(`/messages?match=${matchId}`);
      // Both sockets are live once each sees the other online: a message sent before that would
      // reach Elvin only by the catch-up, after this test's patience.
      await expect(conversation(elvin.page, 'Aysel').getByText('Online')).toBeVisible();
      await expect(conversation(aysel.page, 'Elvin').getByText('Online')).toBeVisible();
      await composer(aysel.page).fill('Salam, necəsən?');
      await composer(aysel.page).press('Enter');
      await expect(conversation(elvin.page, 'Aysel').getByText('Salam, necəsən?')).toBeVisible();
      const number = 'Zəng edin: 050 765 43 21';
      await composer(aysel.page).fill(number);
      await composer(aysel.page).press('Enter');
      await aysel.page
        .getByRole('alertdialog', { name: 'Are you sure?' })
        .getByRole('button', { name: 'Send anyway' })
        .click();
      await expect(conversation(elvin.page, 'Aysel').getByText(number)).toBeVisible();
      await composer(elvin.page).fill('Burada yazaq, lütfən');
      await composer(elvin.page).press('Enter');
      await expect(
        conversation(aysel.page, 'Elvin').getByText('Burada yazaq, lütfən'),
      ).toBeVisible();

      // The moderator's dashboard counts the queue; so does its tab.
      await page.goto('/dashboard');
      const queues = page.getByRole('table', { name: 'Moderation queues' });
      await expect(queues.getByRole('row', { name: /^Marked messages [1-9]/ })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Open moderation' }).click();
      const tab = page.getByRole('tab', { name: /^Marked messages, [1-9]\d* open$/ });
      await expect(tab).toBeVisible();

      // By keyboard: from the first, selected tab, → → reaches the marked messages.
      await page.getByRole('tab', { name: /^Verification/ }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: /^Reports/ })).toBeFocused();
      await expect(page.getByRole('tab', { name: /^Reports/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.keyboard.press('ArrowRight');
      await expect(tab).toBeFocused();
      await expect(tab).toHaveAttribute('aria-selected', 'true');

      const card = page.getByRole('listitem').filter({ hasText: number });
      await expect(card).toContainText(/Sent (now|\d+ minutes? ago)/);
      await expect(card.getByRole('link', { name: /^Aysel/ })).toBeVisible();
      await expect(card.getByRole('link', { name: /^Elvin/ })).toBeVisible();
      await card.getByRole('button', { name: 'The chat around it' }).click();
      await expect(card.getByText('Salam, necəsən?')).toBeVisible();
      await expect(card.getByText('Burada yazaq, lütfən')).toBeVisible();
      await expect(card.getByText('Marked message')).toBeVisible();
      await expectAccessible(page);

      await card.getByRole('button', { name: /^Decide on the message from Aysel/ }).click();
      const dialog = page.getByRole('dialog', { name: /^Message from Aysel/ });
      await dialog.getByRole('radio', { name: /^Warn/ }).check();
      await dialog.getByLabel('Reason the member sees').fill('No phone numbers in a new chat');
      await dialog.getByRole('button', { name: 'Save decision' }).click();
      await expect(page.getByText('Decision saved')).toBeVisible();
      await expect(card).toHaveCount(0);

      // Aysel reads the warning on her next page.
      await aysel.page.goto('/dashboard');
      await expect(aysel.page.getByText('No phone numbers in a new chat')).toBeVisible();
    } finally {
      await aysel.page.context().close();
      await elvin.page.context().close();
    }
  });
});
