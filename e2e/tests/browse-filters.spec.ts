import { expect, test } from '@playwright/test';
import { origin, uniqueSurname } from '../fixtures/accounts';
import {
  approveMembers,
  contextOptions,
  createSignedInMember,
  memberInNewContext,
} from '../fixtures/members';
import { verifyThroughApi } from '../fixtures/verified';
import { expectAccessible } from './axe';

/**
 * Issue 37, item 1: "Verified only" in Browse, kept with the member's preferences so the server
 * filters the deck; Explore starts from it and from the partner age given at sign-up; on a
 * phone the order sits below the card.
 */
test('Browse keeps to verified members once asked, the choice is kept, and Explore starts from it and the partner age', async ({
  browser,
  playwright,
}, testInfo) => {
  // Four people, a verification and three screens: more than the default budget.
  test.slow();
  // A city of this project's and this try's own, so no other run of this test is in the deck.
  const cities = ['zangilan', 'qubadli', 'jabrayil', 'agdam'];
  const city = cities[(testInfo.project.name === 'mobile' ? 1 : 0) + 2 * testInfo.retry]!;
  const lastName = uniqueSurname('Filtr');
  const viewer = await memberInNewContext(browser, {
    label: 'filters-viewer',
    language: 'az',
    firstName: 'Rauf',
    gender: 'male',
    partnerAgeMin: 25,
    partnerAgeMax: 35,
  });
  const herContext = await browser.newContext(contextOptions());
  const otherContext = await browser.newContext(contextOptions());
  try {
    const nigar = await createSignedInMember(herContext.request, {
      label: 'filters-verified',
      firstName: 'Nigar',
      lastName,
      city,
      birthDate: '1996-03-10',
    });
    const leyla = await createSignedInMember(otherContext.request, {
      label: 'filters-plain',
      firstName: 'Leyla',
      lastName,
      city,
      birthDate: '1996-03-10',
    });
    await approveMembers(playwright, [viewer, nigar, leyla]);
    await verifyThroughApi(playwright, { id: nigar.id, request: herContext.request });
  } finally {
    await herContext.close();
    await otherContext.close();
  }
  const { page } = viewer;

  // Explore starts from the partner age given at sign-up, not 18–50.
  await page.goto('/az/explore');
  await page.getByRole('button', { name: 'Filtrləri göstər' }).click();
  await expect(page.getByRole('group', { name: /^Yaş/ })).toContainText('25–35 yaş');

  // Browse shows the city the member searches, both women in it.
  const current = (await (await page.request.get('/api/preferences')).json()) as object;
  const saved = await page.request.put('/api/preferences', {
    data: { ...current, searchCity: city },
    headers: { Origin: origin() },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/az/browse?order=newest');
  const status = page.getByRole('status').filter({ hasText: /^Profil/ });
  await expect(status).toHaveText(/^Profil 1 \/ 2:/);

  // The order sits below the card, on a phone as on a desktop.
  const card = page.getByRole('article');
  const order = page.getByRole('group', { name: 'Sıralama' });
  const cardBox = (await card.boundingBox())!;
  const orderBox = (await order.boundingBox())!;
  expect(orderBox.y).toBeGreaterThanOrEqual(cardBox.y + cardBox.height);

  // "Verified only" with the keyboard: the deck starts again with verified members only.
  const verifiedOnly = page.getByRole('checkbox', { name: 'Yalnız təsdiqlənmişlər' });
  await verifiedOnly.focus();
  await page.keyboard.press('Space');
  await expect(status).toHaveText(`Profil 1 / 1: Nigar ${lastName.charAt(0)}.`);
  await expect(verifiedOnly).toBeChecked();
  await expect(verifiedOnly).toBeFocused();
  await expectAccessible(page);

  // Kept with the preferences on the server: a reload, the settings and Explore all know it.
  await page.reload();
  await expect(status).toHaveText(/^Profil 1 \/ 1:/);
  await expect(page.getByRole('checkbox', { name: 'Yalnız təsdiqlənmişlər' })).toBeChecked();
  await page.goto('/az/preferences');
  await expect(
    page.getByRole('switch', { name: 'Yalnız təsdiqlənmiş üzvlər', exact: true }),
  ).toBeChecked();
  await page.goto('/az/explore');
  const grid = page.getByRole('list', { name: 'Profillər' });
  await expect(grid.getByRole('button', { name: /^Nigar/ })).toBeVisible();
  await expect(grid.getByRole('button', { name: /^Leyla/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filtrləri göstər' }).click();
  const exploreBox = page.getByRole('checkbox', { name: 'Yalnız təsdiqlənmişlər' });
  await expect(exploreBox).toBeChecked();
  // Explore's own box widens this search only. It follows the address, which the router updates
  // in a transition: click, then wait for the new state (`uncheck` checks it at once).
  await exploreBox.click();
  await expect(exploreBox).not.toBeChecked();
  await expect(grid.getByRole('button', { name: /^Leyla/ })).toBeVisible();
  await page.goto('/az/browse');
  await expect(status).toHaveText(/^Profil 1 \/ 1:/);
});
