import { expect, test, type Page } from '@playwright/test';
import az from '../../packages/shared/src/i18n/az.json' with { type: 'json' };
import en from '../../packages/shared/src/i18n/en.json' with { type: 'json' };
import ru from '../../packages/shared/src/i18n/ru.json' with { type: 'json' };
import { twoMembersChatting } from '../fixtures/chat';
import { tabTo } from '../fixtures/keyboard';
import { twoApprovedMembers } from '../fixtures/members';
import { checksAxe, expectAccessible } from './axe';
import { expectNoSpill, expectUncovered, projectScreen } from './layout';

const locales = [
  { prefix: '', language: 'en', texts: en },
  { prefix: '/az', language: 'az', texts: az },
  { prefix: '/ru', language: 'ru', texts: ru },
] as const;

const tabBar = (page: Page) => page.locator('[data-app-nav="tabBar"]');

/** A 1366 × 900 laptop at 200 % zoom: half as many CSS pixels each way. */
const zoomed = { width: 683, height: 450 };

/** Long enough for the clamp of four lines on a phone's card. */
const bio =
  'I teach music at a school in Baku and play the tar on weekends with friends. I love long ' +
  'walks by the sea, old films and cooking plov for a big table. Looking for someone kind who ' +
  'laughs easily and likes to travel around the regions.';

/** Passes cards until Browse shows the one whose bio is `text` (other tests' members come first). */
async function browseTo(page: Page, text: string) {
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
  for (let passes = 0; passes < 60; passes += 1) {
    if (await card.getByText(text).isVisible()) return;
    const name = await card.getByRole('heading', { level: 2 }).textContent();
    await page.getByRole('button', { name: 'Pass', exact: true }).click();
    await expect(card.getByRole('heading', { level: 2 })).not.toHaveText(name!);
  }
  await expect(card.getByText(text)).toBeVisible();
}

test.describe('room on a phone (issue 37, item 5)', () => {
  test('an open chat has one bar above it, and the tab bar gives its room to the conversation while she types', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(120_000);
    const isPhone = testInfo.project.name === 'mobile';
    const { aysel, matchId } = await twoMembersChatting(browser, playwright);
    const { page } = aysel;
    const viewport = projectScreen(testInfo);
    await page.setViewportSize(viewport);

    for (const { prefix, language, texts } of locales) {
      await page.goto(`${prefix}/messages?match=${matchId}`);
      const chat = page.getByRole('region', { name: /Elvin/ });
      const text = chat.getByRole('textbox', { name: texts.chat.messageLabel });
      await expect(text).toBeVisible();
      const dashboard = page.getByRole('link', {
        name: texts.common.actions.dashboard,
        exact: true,
      });
      const menu = chat.getByRole('button', { name: texts.chat.menu, exact: true });
      await expect(page.getByRole('heading', { level: 1, name: texts.chat.title })).toHaveCount(1);
      if (checksAxe(testInfo, language)) await expectAccessible(page);

      if (!isPhone) {
        // A desktop keeps the page's bar, the list beside the chat, and no tab bar at all.
        await expect(dashboard).toBeVisible();
        await expect(tabBar(page)).toBeHidden();
        continue;
      }
      // One bar: the chat's own header leads back to the list; the page's bar is gone.
      await expect(dashboard).toBeHidden();
      await expect(chat.getByRole('button', { name: texts.chat.backToList })).toBeVisible();
      await expect(tabBar(page)).toBeVisible();

      // Typing, the conversation has the whole screen: from the top to the very bottom.
      await text.click();
      await expect(tabBar(page)).toBeHidden();
      let box = (await chat.boundingBox())!;
      expect(box.y).toBeLessThanOrEqual(1);
      expect(box.y + box.height).toBeGreaterThanOrEqual(viewport.height - 1);
      // Send keeps her in the text, the tab bar still away.
      await text.fill('Salam!');
      await chat.getByRole('button', { name: texts.chat.send }).click();
      await expect(chat.getByText('Salam!').last()).toBeVisible();
      await expect(text).toBeFocused();
      await expect(tabBar(page)).toBeHidden();

      // Leaving the text brings the tab bar back, and the chat ends above it.
      await menu.focus();
      await expect(tabBar(page)).toBeVisible();
      box = (await chat.boundingBox())!;
      const bar = (await tabBar(page).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 1);
    }
  });

  test("the calls' hint under the chat's header reads as lines of text beside or under its button, in every language", async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(90_000);
    const isPhone = testInfo.project.name === 'mobile';
    const { aysel, matchId } = await twoMembersChatting(browser, playwright);
    const { page } = aysel;
    // The project's screen, and on the phone also the narrowest one we design for.
    const screens = isPhone
      ? [projectScreen(testInfo), { width: 360, height: 740 }]
      : [projectScreen(testInfo)];

    for (const viewport of screens) {
      await page.setViewportSize(viewport);
      for (const { prefix, texts } of locales) {
        await page.goto(`${prefix}/messages?match=${matchId}`);
        const chat = page.getByRole('region', { name: /Elvin/ });
        const toggle = chat.getByRole('button', { name: texts.calls.optIn, exact: true });
        const hint = chat.getByText(texts.calls.optInHint.split('{{name}}')[0]!.trim());
        await expect(toggle).toBeVisible({ timeout: 20_000 });
        await expect(hint).toBeVisible();
        const [chatBox, hintBox, toggleBox] = await Promise.all([
          chat.boundingBox(),
          hint.boundingBox(),
          toggle.boundingBox(),
        ]);
        const lineHeight = await hint.evaluate((element) =>
          Number.parseFloat(getComputedStyle(element).lineHeight),
        );
        const where = `${viewport.width} px, ${prefix || '/'}`;
        // Squeezed beside the button, it was a column one word wide and a dozen lines tall.
        expect(hintBox!.width, `the hint's width at ${where}`).toBeGreaterThanOrEqual(
          chatBox!.width * 0.4,
        );
        expect(hintBox!.height, `the hint's lines at ${where}`).toBeLessThanOrEqual(
          lineHeight * 4 + 1,
        );
        if (isPhone) {
          // The button, its label wrapped on the narrowest phone, stays within the screen.
          await expectNoSpill(page);
        } else {
          // A desktop keeps the button beside the hint, on its line.
          const middle = toggleBox!.y + toggleBox!.height / 2;
          expect(toggleBox!.x).toBeGreaterThanOrEqual(hintBox!.x + hintBox!.width);
          expect(middle).toBeGreaterThanOrEqual(hintBox!.y);
          expect(middle).toBeLessThanOrEqual(hintBox!.y + hintBox!.height);
        }
      }
    }
  });

  test("Pass and Like leave the bio's last line and the full profile in reach, by touch and by keyboard", async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(90_000);
    const [aysel] = await twoApprovedMembers(browser, playwright, 'room-bio', {
      him: { firstName: 'Tural', bio },
    });
    const { page } = aysel;
    await page.setViewportSize(projectScreen(testInfo));
    await page.goto('/browse?order=newest');
    await browseTo(page, bio);
    const card = page.getByRole('article');

    // The keyboard reaches the link, and the page brings it out above Pass and Like.
    const fullProfile = card.getByRole('link', { name: en.discovery.dialog.fullProfile });
    await tabTo(page, fullProfile);
    await expectUncovered(fullProfile);

    // Scrolled to, the bio comes out whole, its last line with nothing over it.
    const about = card.getByText(bio);
    await about.scrollIntoViewIfNeeded();
    await expectUncovered(about);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectUncovered(fullProfile);
    const pass = page.getByRole('button', { name: en.discovery.browse.pass, exact: true });
    await expectUncovered(pass);
    if (testInfo.project.name === 'mobile') {
      const [passBox, bar] = await Promise.all([pass.boundingBox(), tabBar(page).boundingBox()]);
      expect(passBox!.y + passBox!.height).toBeLessThanOrEqual(bar!.y);
    }
    await expectAccessible(page);
  });
});

test.describe('200 % zoom (issue 37, item 9)', () => {
  test("the settings' Save sits above the tab bar, and Browse leaves its card readable", async ({
    browser,
    playwright,
  }, testInfo) => {
    // A desktop browser at 200 % zoom: the screen below is the same in both projects.
    test.skip(testInfo.project.name === 'mobile', 'the zoomed screen is set by the test');
    test.setTimeout(90_000);
    const [aysel] = await twoApprovedMembers(browser, playwright, 'zoom-bars', {
      him: { firstName: 'Tural', bio },
    });
    const { page } = aysel;
    await page.setViewportSize(zoomed);

    for (const { prefix, texts } of locales) {
      await page.goto(`${prefix}/preferences`);
      const save = page.getByRole('button', { name: texts.preferences.save, exact: true });
      await expect(tabBar(page)).toBeVisible();
      await expectUncovered(save);
      // Read until the page has come to rest, as `expectUncovered` does: the site scrolls
      // smoothly, and a one-shot read could catch it mid-way.
      await expect
        .poll(
          async () => {
            const [saveBox, bar] = await Promise.all([
              save.boundingBox(),
              tabBar(page).boundingBox(),
            ]);
            return saveBox!.y + saveBox!.height - bar!.y;
          },
          { message: "Save's foot below the tab bar's top" },
        )
        .toBeLessThanOrEqual(0);
    }
    await expectAccessible(page);

    // Pass and Like take their place under the card: all of the card can be read, then them.
    await page.goto('/browse?order=newest');
    await browseTo(page, bio);
    const card = page.getByRole('article');
    // Cards passed on the way (other tests' members) moved the focus, and the page, down.
    const heading = card.getByRole('heading', { level: 2 });
    await heading.scrollIntoViewIfNeeded();
    await expectUncovered(heading);
    const about = card.getByText(bio);
    await about.scrollIntoViewIfNeeded();
    await expectUncovered(about);
    const like = page.getByRole('button', { name: en.discovery.browse.like, exact: true });
    // Reading the card can leave the buttons at the screen's foot, under the tab bar, where a
    // person scrolls on to them: brought to the middle, nothing may lie over them (the page's end
    // leaves room for the bar).
    await like.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expectUncovered(like);
    await expect
      .poll(
        async () => {
          const [cardBox, likeBox] = await Promise.all([card.boundingBox(), like.boundingBox()]);
          return likeBox!.y - (cardBox!.y + cardBox!.height);
        },
        { message: "Like's top below the card's foot" },
      )
      .toBeGreaterThanOrEqual(0);
    await expectAccessible(page);
  });
});
