import { expect, test } from '@playwright/test';
import {
  approveMembers,
  createSignedInMember,
  likeThroughApi,
  memberInNewContext,
  twoApprovedMembers,
} from '../fixtures/members';
import { expectAccessible } from './axe';

test.describe('discovery and matching', () => {
  test('two members like each other, both see the match arrive live, and both yeses open the chat', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'mobile',
      'the match moment is the same sheet on every screen',
    );
    // Two browsers, five members' worth of sign-ups and live updates on a shared machine.
    test.setTimeout(90_000);
    const [aysel, elvin] = await twoApprovedMembers(browser, playwright, 'match', {
      him: { lastName: 'Quliyev', city: 'ganja' },
    });

    // Aysel likes Elvin from his profile: Bəyən, then Bəyəndin.
    await aysel.page.goto(`/profile/${elvin.id}`);
    await expect(aysel.page.getByRole('heading', { level: 1, name: 'Elvin Q.' })).toBeVisible();
    await aysel.page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(aysel.page.getByText('You liked them!')).toBeVisible();
    await expect(aysel.page.getByRole('button', { name: 'Liked', exact: true })).toBeDisabled();

    // She waits on her matches; he finds her among the people who liked him.
    await aysel.page.goto('/matches');
    await expect(aysel.page.getByText('No matches yet')).toBeVisible();
    await elvin.page.goto('/likes-and-matches');
    await expect(
      elvin.page.getByRole('heading', { name: 'Who liked you and Matches' }),
    ).toBeVisible();
    const like = elvin.page.getByRole('article').filter({ hasText: 'Aysel M.' });
    await like.getByRole('button', { name: 'Like back' }).click();

    // The match moment (issue 22): both people, for both at once; hers arrives over the socket.
    for (const [page, other] of [
      [elvin.page, 'Aysel Məmmədova'],
      [aysel.page, 'Elvin Quliyev'],
    ] as const) {
      const moment = page.getByRole('dialog', { name: "🎉 It's a match!" });
      await expect(moment).toBeVisible();
      await expect(moment.getByRole('listitem').first()).toContainText('You');
      await expect(moment.getByRole('listitem').last()).toContainText(other);
      await expect(moment.getByRole('button', { name: "Yes, let's chat" })).toBeFocused();
      await expectAccessible(page);
    }
    await aysel.page.getByRole('button', { name: 'Keep browsing' }).click();
    await elvin.page.keyboard.press('Escape');
    await expect(elvin.page.getByRole('dialog')).toHaveCount(0);

    const hisCard = aysel.page.getByRole('article').filter({ hasText: 'Elvin Quliyev' });
    await expect(hisCard.getByText('New match')).toBeVisible();
    await elvin.page.getByRole('tab', { name: /Matches/ }).click();
    const herCard = elvin.page.getByRole('article').filter({ hasText: 'Aysel Məmmədova' });
    await expect(herCard.getByText('New match')).toBeVisible();

    // Each answers once, for themselves (D14); the other side sees it live.
    await hisCard.getByRole('button', { name: "Yes, let's chat" }).click();
    await expect(hisCard.getByText("Waiting for the other person's answer")).toBeVisible();
    await expect(hisCard.getByRole('button', { name: "Yes, let's chat" })).toHaveCount(0);
    // No 'Start chat' before both said yes: a disabled "Waiting for …" in its place.
    await expect(hisCard.getByRole('button', { name: 'Waiting for Elvin Quliyev' })).toBeDisabled();
    await expect(herCard.getByRole('button', { name: 'Start chat' })).toHaveCount(0);
    await expect(herCard.getByText('Waiting for your answer')).toBeVisible();
    await herCard.getByRole('button', { name: "Yes, let's chat" }).click();

    await expect(herCard.getByText('Chat ready')).toBeVisible();
    await expect(hisCard.getByText('Chat ready')).toBeVisible();
    await expect(
      hisCard.getByRole('link', { name: 'Start a chat with Elvin Quliyev' }),
    ).toHaveAttribute('href', /^\/messages\?match=[0-9a-f-]{36}$/);

    // His profile now offers 'Send message'.
    await aysel.page.goto(`/profile/${elvin.id}`);
    await expect(aysel.page.getByRole('link', { name: 'Send message' })).toHaveAttribute(
      'href',
      `/messages?user=${elvin.id}`,
    );
  });

  test('a member who is blocked sees neither the blocker nor her profile', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'mobile',
      'what a block hides does not depend on the layout',
    );
    test.setTimeout(90_000);
    const [aysel, elvin] = await twoApprovedMembers(browser, playwright, 'blocked');
    await likeThroughApi(elvin.page.request, aysel.id);

    await aysel.page.goto('/likes-and-matches');
    await expect(aysel.page.getByRole('heading', { name: 'Elvin M.' })).toBeVisible();
    await aysel.page.goto(`/profile/${elvin.id}`);
    await aysel.page.getByRole('button', { name: 'Block' }).click();
    const dialog = aysel.page.getByRole('alertdialog', { name: /^Block Elvin .*\?$/ });
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(aysel.page.getByText('User blocked')).toBeVisible();
    await expect(aysel.page).toHaveURL(/\/dashboard$/);

    await aysel.page.goto('/likes-and-matches');
    await expect(aysel.page.getByText('No one has liked you yet')).toBeVisible();

    await elvin.page.goto(`/profile/${aysel.id}`);
    await expect(elvin.page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
    await elvin.page.goto('/likes-and-matches?tab=matches');
    await expect(elvin.page.getByText('No matches yet')).toBeVisible();
  });

  test('likes show in 1, 2 or 3 columns by the width of the screen', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(90_000);
    const leyla = await memberInNewContext(browser, { label: 'grid-leyla', firstName: 'Leyla' });
    const admirers = [];
    for (const firstName of ['Rauf', 'Murad', 'Elvin']) {
      const request = await playwright.request.newContext({
        baseURL: testInfo.project.use.baseURL,
      });
      const { id, email } = await createSignedInMember(request, {
        label: `grid-${firstName.toLowerCase()}`,
        firstName,
        gender: 'male',
      });
      admirers.push({ id, email, request });
    }
    await approveMembers(playwright, [leyla, ...admirers]);
    for (const { request } of admirers) {
      await likeThroughApi(request, leyla.id);
      await request.dispose();
    }

    const { page } = leyla;
    await page.goto('/likes-and-matches');
    const cards = page.getByRole('list', { name: 'Likes' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    /** How many columns the cards take: the distinct left edges. */
    const columns = async () =>
      new Set(
        await cards.evaluateAll((items) =>
          items.map((item) => Math.round(item.getBoundingClientRect().left)),
        ),
      ).size;
    if (testInfo.project.name === 'mobile') {
      expect(await columns()).toBe(1);
      return;
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(columns).toBe(3);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(columns).toBe(2);
    await page.setViewportSize({ width: 500, height: 900 });
    await expect.poll(columns).toBe(1);
  });

  test('browse works with the keyboard alone', async ({ page, playwright }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', "the keyboard is the desktop's");
    const member = await createSignedInMember(page.request, { label: 'keys', gender: 'male' });
    await approveMembers(playwright, [member]);

    await page.goto('/browse');
    const status = page.getByRole('status').filter({ hasText: /^Profile 1 of/ });
    await expect(status).toBeAttached();
    await expect(page.getByRole('button', { name: 'Pass', exact: true })).toBeVisible();

    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('status').filter({ hasText: /^Profile 2 of/ })).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('status').filter({ hasText: /^Profile 3 of/ })).toBeAttached();
    await expect(
      page.getByText(/^(You liked them!|Demo profile: nothing was saved|🎉 It's a match!)$/),
    ).toBeVisible();

    // Tab reaches the buttons, and Enter presses them.
    await page.getByRole('button', { name: 'Pass', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^Profile 4 of/ })).toBeAttached();
  });

  // The pages themselves are in the signed-in sweep (signed-in-axe.spec.ts, every language);
  // here, what only an interaction shows: the filters and a profile's dialog.
  for (const language of ['en', 'az'] as const) {
    test(`the filters and a profile's dialog have no serious accessibility violations (${language})`, async ({
      page,
      playwright,
    }, testInfo) => {
      test.skip(
        testInfo.project.name === 'mobile',
        "the phone's axe pass is the signed-in sweep's",
      );
      const member = await createSignedInMember(page.request, {
        label: `axe-${language}`,
        language,
      });
      await approveMembers(playwright, [member]);
      const prefix = language === 'az' ? '/az' : '';
      const texts = {
        en: { filters: 'Show filters', profiles: 'Profiles' },
        az: { filters: 'Filtrləri göstər', profiles: 'Profillər' },
      }[language];

      await page.goto(`${prefix}/explore`);
      await page.getByRole('button', { name: texts.filters }).click();
      await expect(page.getByRole('list', { name: texts.profiles })).toBeVisible();
      await expectAccessible(page);
      const card = page.getByRole('list', { name: texts.profiles }).getByRole('button').first();
      await card.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page);
      // Escape closes it and gives the focus back to the card that opened it.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(card).toBeFocused();
    });
  }
});
