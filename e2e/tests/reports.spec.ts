import { expect, test } from '@playwright/test';
import { uniqueSurname } from '../fixtures/accounts';
import { conversation, twoMembersChatting } from '../fixtures/chat';
import { signInAsAdmin } from '../fixtures/members';
import { expectAccessible } from './axe';

test.describe('reports with context (issue 24)', () => {
  test('a member reports a message from the chat through the dialog, and a moderator reads the frozen conversation', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const lastName = uniqueSurname('Reporttest');
    const { aysel, elvin, matchId } = await twoMembersChatting(browser, playwright, {
      her: { lastName },
    });
    const ayselName = `Aysel ${lastName}`;
    const scam = 'Send me 200 AZN for the ticket, I will come to Baku';

    await aysel.page.goto(`/messages?match=${matchId}`);
    const composer = aysel.page.getByRole('textbox', { name: 'Message' });
    await composer.fill(scam);
    await composer.press('Enter');
    await expect(conversation(aysel.page, 'Elvin').getByText(scam)).toBeVisible();

    await elvin.page.goto(`/messages?match=${matchId}`);
    const chat = conversation(elvin.page, ayselName);
    await expect(chat.getByText(scam)).toBeVisible();
    // The message's actions sit behind its menu button (issue 22, item 9).
    await chat
      .getByRole('listitem')
      .filter({ hasText: scam })
      .getByRole('button', { name: 'Message actions' })
      .click();
    await elvin.page.getByRole('menuitem', { name: 'Report this message' }).click();

    const dialog = elvin.page.getByRole('dialog', { name: `Report ${ayselName}` });
    await expect(dialog).toBeVisible();
    await expectAccessible(elvin.page);
    // No category, no report; then a category and a note, and a confirmation before it is sent.
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Choose what is wrong.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Scam or money request' }).check();
    await dialog.getByRole('textbox').fill('She asked for money in the second message.');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Send this report?')).toBeVisible();
    await expectAccessible(elvin.page);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(elvin.page.getByText('Report sent. Our team will review it.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const moderatorContext = await browser.newContext({ baseURL });
    try {
      const page = await moderatorContext.newPage();
      await signInAsAdmin(page.request);
      await page.goto('/admin?tab=reports');
      const card = page
        .getByRole('list', { name: 'Reports' })
        .getByRole('listitem')
        .filter({ hasText: ayselName })
        .filter({ has: page.getByRole('heading', { name: 'Scam or money request' }) });
      await expect(card).toHaveCount(1);
      await card.getByRole('button', { name: 'Conversation and profile' }).click();
      const messages = card.getByRole('region', { name: 'Last messages between them' });
      const reported = messages.getByRole('listitem').filter({ hasText: scam });
      await expect(reported).toBeVisible();
      await expect(reported.getByText('Reported member')).toBeVisible();
      await expect(reported.getByText('Reported message')).toBeVisible();
      await expect(
        card.getByText('1 report against this member in the last 30 days'),
      ).toBeVisible();
      await expect(
        card.getByRole('region', { name: 'The profile as others saw it' }).getByText(ayselName),
      ).toBeVisible();
      await expectAccessible(page);
    } finally {
      await moderatorContext.close();
    }
  });
});
