import { expect, test, type JSHandle, type Locator } from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts';
import { tabTo } from '../fixtures/keyboard';
import { createSignedInMember } from '../fixtures/members';

/** The focused element shows a focus indicator (an outline that is drawn). */
async function expectVisibleFocus(target: Locator) {
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
}

test('a visitor skips to the content with the first Tab, with the focus always visible', async ({
  page,
}) => {
  await page.goto('/faq');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(skip);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.locator(':focus'));
});

test('with reduced motion asked for, nothing scrolls smoothly or animates', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/faq');
  const motion = await page.evaluate(() => ({
    scroll: getComputedStyle(document.documentElement).scrollBehavior,
    chevron: getComputedStyle(document.querySelector('main h2 svg')!).transitionDuration,
  }));
  expect(motion.scroll).toBe('auto');
  expect(parseFloat(motion.chevron)).toBeLessThan(0.001);
});

test('a visitor signs up through the first steps of the wizard with the keyboard only', async ({
  page,
}) => {
  // One key at a time through two steps of fields: slower than filling them.
  test.slow();
  await page.goto('/auth?signup=true');
  const progress = page.getByRole('progressbar', { name: 'Sign-up progress' });
  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 8: Your account');

  const email = page.getByLabel('E-mail');
  await tabTo(page, email);
  await expectVisibleFocus(email);
  await page.keyboard.type(uniqueEmail('keyboard'));
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('Gunesli9Bahar');
  await tabTo(page, page.getByLabel('Confirm password', { exact: true }));
  await page.keyboard.type('Gunesli9Bahar');
  const next = page.getByRole('button', { name: 'Next' });
  await tabTo(page, next);
  await expectVisibleFocus(next);
  await page.keyboard.press('Enter');

  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 2 of 8: About you');
  await tabTo(page, page.getByLabel('First name'));
  await page.keyboard.type('Aysel');
  await tabTo(page, page.getByLabel('Last name'));
  await page.keyboard.type('Quliyeva');
  const birthDate = page.getByLabel('Date of birth');
  await tabTo(page, birthDate);
  await page.keyboard.type('05031994');
  await expect(birthDate).toHaveValue('1994-05-03');
  const female = page.getByRole('radio', { name: 'Female', exact: true });
  await tabTo(page, page.getByRole('radio', { name: 'Male', exact: true }));
  await page.keyboard.press('ArrowDown');
  await expect(female).toBeChecked();
  const city = page.getByLabel('City');
  await tabTo(page, city);
  await page.keyboard.type('Ganja');
  await expect(city).toHaveValue('ganja');
  const marriage = page.getByRole('checkbox', { name: 'Marriage' });
  await tabTo(page, marriage);
  await page.keyboard.press('Space');
  await expect(marriage).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 3 of 8: Photo and history');
  // Optional steps move on from the keyboard too.
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 4 of 8: Habits');
});

test('a Tab past a toast goes on through the page, and closing it returns the focus', async ({
  page,
}) => {
  await createSignedInMember(page.request, { label: 'toast-tab' });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const toast = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
  const close = toast.getByRole('button', { name: 'Close notification' });
  const isFocused = (control: JSHandle<Element | null>) =>
    control.evaluate((element) => element === document.activeElement);

  /**
   * Saves the profile unchanged (a toast says so, on the profile page it leads to), then Tabs on
   * into the toast, which comes last in the page, and to its Close. Returns the control the focus
   * came to the toast from.
   */
  async function tabIntoToast() {
    await page.goto('/edit-profile');
    const cameFrom = page.evaluateHandle(
      () =>
        new Promise<Element | null>((resolve) => {
          document.addEventListener(
            'focusin',
            function entered(event) {
              if (!(event.target as Element).closest('section[aria-label^="Notifications"]'))
                return;
              document.removeEventListener('focusin', entered, true);
              resolve(event.relatedTarget as Element | null);
            },
            true,
          );
        }),
    );
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(toast).toContainText('Nothing to save');
    await expect(page).toHaveURL(/\/my-profile$/);
    await tabTo(page, toast);
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    return cameFrom;
  }

  const cameFrom = await tabIntoToast();
  // Past the toast's last control the focus leaves the page, as after any page's last control,
  // and the next Tab starts the page again: never back to the control before the toast.
  await page.keyboard.press('Tab');
  expect(await toast.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  expect(await isFocused(cameFrom)).toBe(false);
  await page.keyboard.press('Tab');
  // The page is started again from outside it (no :focus, so not `toBeFocused`).
  const home = page.getByRole('link', { name: 'Vüsal home page' });
  expect(await home.evaluate((element) => element === document.activeElement)).toBe(true);

  // Closing the toast that holds the focus gives the focus back to where it came from.
  const cameFromAgain = await tabIntoToast();
  await page.keyboard.press('Enter');
  await expect(toast).toHaveCount(0);
  expect(await isFocused(cameFromAgain)).toBe(true);
});
