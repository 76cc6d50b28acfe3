import { expect, test } from '@playwright/test';
import az from '../../packages/shared/src/i18n/az.json' with { type: 'json' };
import en from '../../packages/shared/src/i18n/en.json' with { type: 'json' };
import ru from '../../packages/shared/src/i18n/ru.json' with { type: 'json' };
import { composer, conversation, twoMembersChatting } from '../fixtures/chat';
import { checksAxe, expectAccessible } from './axe';
import { projectScreen } from './layout';

const locales = [
  { prefix: '', language: 'en', texts: en },
  { prefix: '/az', language: 'az', texts: az },
  { prefix: '/ru', language: 'ru', texts: ru },
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('a dropped connection (issue 37, item 9)', () => {
  test('while the connection is lost the chat says it is reconnecting and shows nobody online; back, it asks again', async ({
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { aysel, elvin, matchId } = await twoMembersChatting(browser, playwright);
    const { page } = aysel;
    await page.setViewportSize(projectScreen(testInfo));
    // Elvin has the chat open: Aysel sees him online.
    await elvin.page.goto(`/messages?match=${matchId}`);
    await expect(composer(elvin.page)).toBeVisible();

    for (const { prefix, language, texts } of locales) {
      await page.goto(`${prefix}/messages?match=${matchId}`);
      const chat = page.getByRole('region', { name: /Elvin/ });
      const reconnecting = page.getByRole('status').filter({ hasText: texts.chat.reconnecting });
      await expect(chat.getByText(texts.chat.online, { exact: true })).toBeVisible();
      await expect(reconnecting).toHaveCount(0);

      // The network goes: the live connection with it.
      await page.context().setOffline(true);
      await expect(reconnecting).toBeVisible({ timeout: 60_000 });
      await expect(chat.getByText(texts.chat.online, { exact: true })).toHaveCount(0);
      if (checksAxe(testInfo, language)) await expectAccessible(page);
      if (language === 'en') {
        // What she sends meanwhile waits with its clock, under the line that says why.
        await composer(page).fill('Are you there?');
        await composer(page).press('Enter');
        await expect(conversation(page, 'Elvin').getByText('Are you there?')).toBeVisible();
        await expect(chat.getByRole('img', { name: en.chat.status.sending })).toBeVisible();
      }

      // The last time round, Elvin leaves while she is cut off: the news of it never reaches her.
      const isLast = language === locales.at(-1)!.language;
      if (isLast) await elvin.page.close();

      // Back online: the line goes, and his state is asked for again.
      await page.context().setOffline(false);
      await expect(reconnecting).toHaveCount(0, { timeout: 60_000 });
      if (isLast) {
        const away = [texts.chat.offline, texts.chat.lastSeen.split('{{')[0]!.trim()];
        await expect(chat.getByText(new RegExp(`^(${away.map(escape).join('|')})`))).toBeVisible();
        await expect(chat.getByText(texts.chat.online, { exact: true })).toHaveCount(0);
      } else {
        await expect(chat.getByText(texts.chat.online, { exact: true })).toBeVisible();
      }
      if (language === 'en') {
        await expect(conversation(elvin.page, 'Aysel').getByText('Are you there?')).toBeVisible({
          timeout: 60_000,
        });
      }
    }
  });
});
