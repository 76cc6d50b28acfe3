import { expect, test, type Page } from '@playwright/test';
import en from '../../packages/shared/src/i18n/en.json' with { type: 'json' };
import { tabTo } from '../fixtures/keyboard';
import { approveMembers, createSignedInMember } from '../fixtures/members';
import { expectAccessible } from './axe';
import { projectScreen } from './layout';

/** The card on screen: Browse shows one article, named by its member. */
const card = (page: Page) => page.getByRole('article');

test.describe('Browse by keyboard (issue 37, item 9)', () => {
  test('after a pass or a like the focus is on the next card, so Tab goes on from there', async ({
    page,
    playwright,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(projectScreen(testInfo));
    const member = await createSignedInMember(page.request, { label: 'keys', gender: 'male' });
    await approveMembers(playwright, [member]);
    await page.goto('/browse');
    // The page's status says which card is on screen ("Profile 2 of 26: …").
    const position = (n: number) =>
      expect(page.getByRole('status').filter({ hasText: /^Profile \d+ of/ })).toHaveText(
        new RegExp(`^Profile ${n} of`),
      );
    await position(1);

    for (const [index, [button, key]] of (
      [
        [en.discovery.browse.pass, 'Enter'],
        [en.discovery.browse.like, 'Enter'],
        [en.discovery.browse.like, 'Space'],
      ] as const
    ).entries()) {
      await tabTo(page, page.getByRole('button', { name: button, exact: true }));
      await page.keyboard.press(key);
      await position(index + 2);
      await expect(card(page)).toBeFocused();
      await expect(card(page)).toHaveAccessibleName(/\S/);
      // The next Tab stays in the card's neighbourhood: never back at the logo.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: en.appNav.homeLink })).not.toBeFocused();
    }
    // The arrow keys move the focus the same way.
    await card(page).focus();
    await page.keyboard.press('ArrowLeft');
    await position(5);
    await expect(card(page)).toBeFocused();
    await expectAccessible(page);
  });
});
