import { expect, test, type Page } from '@playwright/test';
import { approveMembers, memberInNewContext } from '../fixtures/members';
import { expectAccessible } from './axe';

/** The app's navigation as this viewport shows it: the header's row, or the phone's tab bar. */
const appNav = (page: Page) => page.getByRole('navigation', { name: 'App sections' });

/**
 * Issue 38, item 5 (decision 045): opening a profile leaves a visit its owner sees in Visitors,
 * with a badge; with "Browse invisibly" on, a visit leaves nothing, then or later.
 */
test('a visit shows in the visitors with a badge, and an invisible one never shows', async ({
  browser,
  playwright,
}) => {
  test.slow();
  const elvin = await memberInNewContext(browser, {
    label: 'visitors-elvin',
    firstName: 'Elvin',
    gender: 'male',
  });
  const aysel = await memberInNewContext(browser, { label: 'visitors-aysel', firstName: 'Aysel' });
  const leyla = await memberInNewContext(browser, { label: 'visitors-leyla', firstName: 'Leyla' });
  await approveMembers(playwright, [elvin, aysel, leyla]);

  // Elvin opens Aysel's profile.
  await elvin.page.goto(`/profile/${aysel.id}`);
  await expect(elvin.page.getByRole('heading', { level: 1, name: /Aysel/ })).toBeVisible();

  // Aysel sees the badge, and Elvin among her visitors, marked new.
  await aysel.page.goto('/dashboard');
  const visitorsLink = appNav(aysel.page).getByRole('link', { name: 'Visitors (1 new)' });
  await expect(visitorsLink).toBeVisible();
  await visitorsLink.click();
  await expect(aysel.page).toHaveURL(/\/visitors$/);
  await expect(aysel.page.getByRole('heading', { level: 1 })).toHaveText('Who viewed your profile');
  const list = aysel.page.getByRole('list', { name: 'Visitors' });
  const card = list.getByRole('article').filter({ hasText: 'Elvin' });
  await expect(card).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Profile of Elvin/ })).toBeVisible();
  await expectAccessible(aysel.page);
  // Opening the list cleared the badge.
  await expect(
    appNav(aysel.page).getByRole('link', { name: 'Visitors', exact: true }),
  ).toBeVisible();

  // Elvin turns on Browse invisibly, then opens Leyla's profile.
  await elvin.page.goto('/preferences');
  const invisibly = elvin.page.getByRole('switch', { name: 'Browse invisibly' });
  await expect(invisibly).not.toBeChecked();
  await invisibly.check();
  await elvin.page.getByRole('button', { name: 'Save' }).click();
  await expect(elvin.page.getByText('Settings saved')).toBeVisible();
  await elvin.page.goto(`/profile/${leyla.id}`);
  await expect(elvin.page.getByRole('heading', { level: 1, name: /Leyla/ })).toBeVisible();

  // Leyla sees nobody, and still nobody once Elvin turns it off again.
  await leyla.page.goto('/visitors');
  await expect(leyla.page.getByText('No visitors yet')).toBeVisible();
  await expect(
    appNav(leyla.page).getByRole('link', { name: 'Visitors', exact: true }),
  ).toBeVisible();
  await elvin.page.goto('/preferences');
  await elvin.page.getByRole('switch', { name: 'Browse invisibly' }).uncheck();
  await elvin.page.getByRole('button', { name: 'Save' }).click();
  await expect(elvin.page.getByText('Settings saved')).toBeVisible();
  await leyla.page.reload();
  await expect(leyla.page.getByText('No visitors yet')).toBeVisible();
});
