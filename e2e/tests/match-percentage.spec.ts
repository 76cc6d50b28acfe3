import { expect, test, type APIRequestContext } from '@playwright/test';
import en from '../../packages/shared/src/i18n/en.json' with { type: 'json' };
import ru from '../../packages/shared/src/i18n/ru.json' with { type: 'json' };
import { compatibilityQuestions } from '../../packages/shared/src/compatibility/questions/index';
import { origin } from '../fixtures/accounts';
import { twoApprovedMembers } from '../fixtures/members';
import { expectAccessible } from './axe';

/** Five questions outside faith and alcohol: the fewest a percentage needs, no consent asked. */
const five = compatibilityQuestions.filter((question) => !question.sensitive).slice(0, 5);

async function answerFive(request: APIRequestContext) {
  for (const question of five) {
    const saved = await request.put(`/api/compatibility/answers/${question.id}`, {
      data: { answer: 0, accepted: [0], importance: 'very', useInScore: true },
      headers: { Origin: origin() },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}

/** "Совпадение {{percent}} %" as a pattern for any percentage. */
function pattern(template: string): RegExp {
  const [before, after] = template.split(/\{\{\w+\}\}/);
  const escape = (text = '') => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(before)}\\d+${escape(after)}`);
}

/**
 * Issue 37, item 2: a member who looked at a profile before answering saw no percentage after
 * five answers on both sides, and nothing said why. Where the percentage would be, the page says
 * how many answers are missing (and links to the questions, which say it too); once both have
 * five shared answers, the percentage shows at once.
 */
test('says how many answers a match percentage still needs, then shows it as soon as both have five', async ({
  browser,
  playwright,
}) => {
  test.slow();
  const [aysel, elvin] = await twoApprovedMembers(browser, playwright, 'percent', {
    him: { language: 'ru' },
  });
  const { page } = elvin;

  // Before any answer: where the percentage would be, how many are missing.
  await page.goto(`/ru/profile/${aysel.id}`);
  const missing = page.getByRole('link', {
    name: 'Ответьте ещё на 5 вопросов, чтобы увидеть совпадение',
  });
  await expect(missing).toBeVisible();
  await expectAccessible(page);
  await missing.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ru\/questions/);
  await expect(
    page.getByText(
      'Ответьте ещё на 5 вопросов, чтобы видеть процент совпадения. Он показывается с каждым, кто ответил хотя бы на 5 тех же вопросов.',
    ),
  ).toBeVisible();

  await answerFive(elvin.page.request);
  await page.reload();
  await expect(
    page.getByText(
      'Ответов достаточно: процент совпадения показывается с каждым, кто ответил хотя бы на 5 тех же вопросов.',
    ),
  ).toBeVisible();

  // Elvin has five, Aysel none yet: both need five of the same.
  await page.goto(`/ru/profile/${aysel.id}`);
  await expect(
    page.getByText(ru.compatibility.match.needShared.replace('{{min}}', '5')),
  ).toBeVisible();

  // Aysel answers the same five: the percentage shows at once, both ways.
  await answerFive(aysel.page.request);
  await page.reload();
  await expect(page.getByText(pattern(ru.compatibility.match.percent))).toBeVisible();
  await aysel.page.goto(`/profile/${elvin.id}`);
  await expect(aysel.page.getByText(pattern(en.compatibility.match.percent))).toBeVisible();
  await expect(
    aysel.page.getByRole('link', { name: /more questions? to see your match/ }),
  ).toHaveCount(0);
});
