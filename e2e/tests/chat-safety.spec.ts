import { expect, test } from '@playwright/test';
import { composer, conversation, twoMembersChatting } from '../fixtures/chat';
import { expectAccessible } from './axe';

test.describe('chat safety (issue 24)', () => {
  test('contact details in a new chat ask "Are you sure?"; links show their domain', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const { aysel, elvin, matchId } = await twoMembersChatting(browser, playwright);
    await aysel.page.goto(`/messages?match=${matchId}`);
    await elvin.page.goto(`/messages?match=${matchId}`);
    await expect(conversation(elvin.page, 'Aysel')).toBeVisible();

    // The server holds the number back; the prompt keeps what Aysel typed.
    const number = 'Mənim nömrəm: 050 123 45 67';
    await composer(aysel.page).fill(number);
    await composer(aysel.page).press('Enter');
    const prompt = aysel.page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('Scammers often ask');
    await expectAccessible(aysel.page);
    await prompt.getByRole('button', { name: 'Edit message' }).click();
    await expect(prompt).toBeHidden();
    await expect(composer(aysel.page)).toHaveValue(number);
    await expect(conversation(elvin.page, 'Aysel').getByText(number)).toHaveCount(0);

    // Sent anyway, it arrives.
    await composer(aysel.page).press('Enter');
    await aysel.page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Send anyway' })
      .click();
    await expect(conversation(elvin.page, 'Aysel').getByText(number)).toBeVisible();
    await expect(conversation(aysel.page, 'Elvin').getByText(number)).toHaveCount(1);

    // In a new chat a bare link counts too; once sent, it is a link with its domain beside it.
    await composer(aysel.page).fill('Bax: https://www.example.com/film and javascript:alert(1)');
    await composer(aysel.page).press('Enter');
    await aysel.page.getByRole('button', { name: 'Send anyway' }).click();
    const link = conversation(elvin.page, 'Aysel').getByRole('link', {
      name: 'https://www.example.com/film',
    });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(link).toHaveAttribute('href', 'https://www.example.com/film');
    await expect(conversation(elvin.page, 'Aysel').getByText('(example.com)')).toBeVisible();
    await expect(
      conversation(elvin.page, 'Aysel').getByRole('link', { name: /javascript/ }),
    ).toHaveCount(0);
    await expectAccessible(elvin.page);
  });
});
