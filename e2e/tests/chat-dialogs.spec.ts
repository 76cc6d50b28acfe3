import { expect, test, type Locator } from '@playwright/test';
import az from '../../packages/shared/src/i18n/az.json' with { type: 'json' };
import en from '../../packages/shared/src/i18n/en.json' with { type: 'json' };
import ru from '../../packages/shared/src/i18n/ru.json' with { type: 'json' };
import { composer, conversation, twoMembersChatting } from '../fixtures/chat';
import { tabTo } from '../fixtures/keyboard';
import { checksAxe, expectAccessible } from './axe';
import { projectScreen } from './layout';

const locales = [
  { prefix: '', language: 'en', texts: en },
  { prefix: '/az', language: 'az', texts: az },
  { prefix: '/ru', language: 'ru', texts: ru },
] as const;

/** A 1366 × 900 laptop at 200 % zoom: half as many CSS pixels each way. */
const zoomed = { width: 683, height: 450 };

/**
 * The focused element's ring is drawn whole: no ancestor that clips (overflow other than
 * visible) cuts into the outline around it.
 */
async function expectWholeFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const cut = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    if (style.outlineStyle === 'none') return 'no ring';
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const box = element.getBoundingClientRect();
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const clips = getComputedStyle(parent);
      if (clips.overflowX === 'visible' && clips.overflowY === 'visible') continue;
      const outer = parent.getBoundingClientRect();
      const left = outer.left + parent.clientLeft;
      const top = outer.top + parent.clientTop;
      const isInside =
        box.left - reach >= left - 0.5 &&
        box.top - reach >= top - 0.5 &&
        box.right + reach <= left + parent.clientWidth + 0.5 &&
        box.bottom + reach <= top + parent.clientHeight + 0.5;
      if (!isInside) return `cut by ${parent.tagName.toLowerCase()}.${parent.className}`;
    }
    return null;
  });
  expect(cut).toBeNull();
}

test.describe('the chat by keyboard and at 200 % zoom (issue 37, item 9)', () => {
  test("the chat's menus have names of their own, keep their focus rings whole, and its dialogs are modal and give the focus back", async ({
    browser,
    playwright,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', "the keyboard is the desktop's");
    test.setTimeout(150_000);
    const { aysel, elvin, matchId } = await twoMembersChatting(browser, playwright);
    await elvin.page.goto(`/messages?match=${matchId}`);
    await composer(elvin.page).fill('Salam, Aysel!');
    await composer(elvin.page).press('Enter');
    await expect(conversation(elvin.page, 'Aysel').getByText('Salam, Aysel!')).toBeVisible();
    const { page } = aysel;
    await page.setViewportSize(projectScreen(testInfo));

    for (const { prefix, language, texts } of locales) {
      // The list's menus name their chat; the open chat's menu is the only "Chat actions".
      await page.goto(`${prefix}/messages`);
      const rowMenu = page.getByRole('button', {
        name: texts.chat.rowMenu.replace('{{name}}', 'Elvin Məmmədova'),
      });
      await expect(rowMenu).toBeVisible();
      await page.getByRole('button', { name: /^Elvin/ }).click();
      const chat = page.getByRole('region', { name: /Elvin/ });
      await expect(chat.getByText('Salam, Aysel!')).toBeVisible();
      const menu = page.getByRole('button', { name: texts.chat.menu, exact: true });
      await expect(menu).toHaveCount(1);

      // By keyboard: the menu opens, each item's ring shows whole, Report opens the dialog.
      await menu.focus();
      await page.keyboard.press('Enter');
      const items = page
        .locator(`#${await menu.getAttribute('aria-controls')}`)
        .getByRole('button');
      await expect(items.first()).toBeVisible();
      for (let index = 0; index < (await items.count()); index += 1) {
        await page.keyboard.press('Tab');
        await expectWholeFocusRing(items.nth(index));
      }
      await expect(items.last()).toHaveText(texts.chat.report);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      if (checksAxe(testInfo, language)) await expectAccessible(page);
      // Escape closes it, and the focus is back on the menu's button, not on nothing.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(menu).toBeFocused();
    }

    // A question (an alert dialog) from the same menu does the same.
    await page.goto(`/messages?match=${matchId}`);
    const menu = page.getByRole('button', { name: en.chat.menu, exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: en.chat.delete, exact: true }));
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog');
    await expect(question).toHaveAttribute('aria-modal', 'true');
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(menu).toBeFocused();

    // A message's own menu: Report this message, then Escape, gives the focus back to it.
    const messageMenu = page.getByRole('button', { name: en.chat.messageActions }).first();
    await messageMenu.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: en.chat.reportMessage }).click();
    await expect(page.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(messageMenu).toBeFocused();
  });

  test('at 200 % zoom the chat and its report dialog work by keyboard, and axe finds nothing', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(90_000);
    const { aysel, matchId } = await twoMembersChatting(browser, playwright);
    const { page } = aysel;
    await page.setViewportSize(zoomed);
    await page.goto(`/messages?match=${matchId}`);
    const chat = conversation(page, 'Elvin');
    await tabTo(page, composer(page));
    await page.keyboard.type('Salam!');
    await page.keyboard.press('Enter');
    await expect(chat.getByText('Salam!')).toBeVisible();
    await expectAccessible(page);

    const menu = chat.getByRole('button', { name: en.chat.menu, exact: true });
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await tabTo(page, chat.getByRole('button', { name: en.chat.report, exact: true }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    // The whole form is reachable inside the dialog: a reason, then Continue.
    await tabTo(page, dialog.getByRole('radio').first());
    await page.keyboard.press('Space');
    const next = dialog.getByRole('button', { name: en.safety.report.continue });
    await tabTo(page, next);
    await expect(next).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
  });
});
