import { expect, test, type Page } from '@playwright/test';
import { approveMembers, createSignedInMember } from '../fixtures/members';
import { expectAccessible } from './axe';

/** The name on the current card: the card's heading. */
const cardName = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });

test.describe('browse', () => {
  test('Undo brings back the card just passed, with the keyboard too, in English, Azerbaijani and Russian (issue 22)', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(90_000);
    const member = await createSignedInMember(page.request, { label: 'undo', gender: 'male' });
    await approveMembers(playwright, [member]);

    await page.goto('/browse');
    const first = (await cardName(page).textContent())!;
    await page.getByRole('button', { name: 'Pass', exact: true }).click();
    await expect(cardName(page)).not.toHaveText(first);
    const undo = page.getByRole('button', { name: `Undo pass: bring back ${first}` });
    await expect(undo).toBeVisible();
    await expectAccessible(page);

    // Tab reaches it; Enter brings the card back, and the focus moves on to Pass.
    await undo.focus();
    await page.keyboard.press('Enter');
    await expect(cardName(page)).toHaveText(first);
    await expect(undo).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pass', exact: true })).toBeFocused();

    // The server forgot the pass too: a new visit starts with the same card.
    await page.reload();
    await expect(cardName(page)).toHaveText(first);

    // A like leaves nothing to undo.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('button', { name: /^Undo pass/ })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: /^Undo pass/ })).toHaveCount(0);

    for (const [prefix, pass, undoText] of [
      ['/az', 'Keç', 'Keçidi geri al'],
      ['/ru', 'Пропустить', 'Вернуть'],
    ] as const) {
      await page.goto(`${prefix}/browse`);
      await page.getByRole('button', { name: pass, exact: true }).click();
      await expect(page.getByRole('button', { name: new RegExp(`^${undoText}`) })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('at 200 % zoom the name stays in view above Pass and Like (issue 22)', async ({
    page,
    playwright,
  }) => {
    const member = await createSignedInMember(page.request, { label: 'zoom', gender: 'male' });
    await approveMembers(playwright, [member]);
    // 200 % zoom: the same screen, half as many CSS pixels each way.
    const screen = page.viewportSize()!;
    await page.setViewportSize({
      width: Math.round(screen.width / 2),
      height: Math.round(screen.height / 2),
    });
    await page.goto('/browse');
    const name = cardName(page);
    await expect(name).toBeVisible();
    await expect(name).toBeInViewport({ ratio: 1 });
    const [heading, pass] = await Promise.all([
      name.boundingBox(),
      page.getByRole('button', { name: 'Pass', exact: true }).boundingBox(),
    ]);
    expect(heading!.y + heading!.height).toBeLessThanOrEqual(pass!.y);
    // Nothing lies on top of it: the name is what the point at its middle hits.
    const isOnTop = await name.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(isOnTop).toBe(true);
  });
});
