import { expect, test, type Locator } from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts';
import { createSignedInMember } from '../fixtures/members';
import { expectAccessible } from './axe';

/** The colour a control is filled with, as the browser paints it. */
const fill = (control: Locator) =>
  control.evaluate((element) => getComputedStyle(element).backgroundColor);

/** Issue 37, item 8: the small things. */
test.describe('small things (issue 37, item 8)', () => {
  for (const { language, prefix, name } of [
    { language: 'en', prefix: '', name: 'Profile completion' },
    { language: 'az', prefix: '/az', name: 'Profilin tamlığı' },
  ] as const) {
    test(`the editor and My profile show one completion figure under one name (${language})`, async ({
      page,
    }) => {
      await createSignedInMember(page.request, { label: 'completion', language });
      await page.goto(`${prefix}/edit-profile`);
      const inEditor = page.getByRole('progressbar', { name });
      await expect(inEditor).toBeVisible();
      const figure = await inEditor.getAttribute('aria-valuenow');
      await page.goto(`${prefix}/my-profile`);
      await expect(page.getByRole('progressbar', { name })).toHaveAttribute(
        'aria-valuenow',
        figure!,
      );
    });
  }

  test('a chosen radio dot is the brand colour, not the browser’s', async ({ page }) => {
    await createSignedInMember(page.request, { label: 'radios' });
    await page.goto('/edit-profile');
    const group = page.getByRole('group', { name: 'Marital status' });
    const chosen = group.getByRole('radio', { name: 'Never married' });
    const other = group.getByRole('radio', { name: 'Divorced' });
    await chosen.check();
    await expect(chosen).toBeChecked();
    const brand = await fill(page.getByRole('button', { name: 'Save', exact: true }));
    expect(await fill(chosen)).toBe(brand);
    expect(await fill(other)).not.toBe(brand);
    // The keyboard still moves the choice along the group.
    await chosen.focus();
    await page.keyboard.press('ArrowRight');
    await expect(other).toBeChecked();
    expect(await fill(other)).toBe(brand);
  });

  test('leaving the wizard with answers asks, and "Stay on the page" carries the weight (ru)', async ({
    page,
  }) => {
    await page.goto('/ru/auth?signup=true');
    await page.getByLabel('Электронная почта').fill(uniqueEmail('leave'));
    await page.getByRole('link', { name: 'Главная' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Уйти без сохранения?' });
    await expect(leave).toBeVisible();
    const stay = leave.getByRole('button', { name: 'Остаться на странице' });
    const go = leave.getByRole('button', { name: 'Уйти' });
    // The safe answer has the focus and the filled, primary look; leaving is the plain one.
    await expect(stay).toBeFocused();
    expect(await fill(stay)).not.toBe(await fill(go));
    expect(await fill(go)).toBe('rgb(255, 255, 255)');
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/ru\/auth\?signup=true$/);
    await expect(page.getByLabel('Электронная почта')).not.toHaveValue('');
  });
});
