import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import az from '../../packages/shared/src/i18n/az.json' with { type: 'json' };
import ru from '../../packages/shared/src/i18n/ru.json' with { type: 'json' };
import { compatibilityQuestions } from '../../packages/shared/src/compatibility/questions/index';
import { approveMembers, createSignedInMember, memberInNewContext } from '../fixtures/members';
import { expectAccessible } from './axe';

/** Six questions outside faith and alcohol, so no consent is needed for the score. */
const shared = compatibilityQuestions.filter((question) => !question.sensitive).slice(0, 6);

/** The same first answer, accepted from the other and "Very" important: a clear match. */
async function answerAlike(request: APIRequestContext) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  for (const question of shared) {
    const saved = await request.put(`/api/compatibility/answers/${question.id}`, {
      data: { answer: 0, accepted: [0], importance: 'very', useInScore: true },
      headers: { Origin: origin },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}

/** "{{percent}} % uyğunluq" as a pattern for any percentage. */
function pattern(template: string): RegExp {
  const [before, after] = template.split(/\{\{\w+\}\}/);
  const escape = (text = '') => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(before)}\\d+${escape(after)}`);
}

const locales = [
  { language: 'az', texts: az },
  { language: 'ru', texts: ru },
] as const;

/** The other member's card on browse, best match first; anyone before them is passed. */
async function findCard(page: Page, name: string, pass: string) {
  const heading = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  for (let passes = 0; passes < 30; passes += 1) {
    if ((await heading.textContent())?.includes(name)) break;
    const before = await heading.textContent();
    await page.getByRole('button', { name: pass, exact: true }).click();
    await expect(heading).not.toHaveText(before ?? '');
  }
  await expect(heading).toContainText(name);
  return page.getByRole('article');
}

/**
 * Issue 27: two approved members of opposite gender answer the same questions alike; each sees
 * the other's percentage and reasons in words on the browse card and on the profile page, in
 * Azerbaijani and Russian, and axe finds nothing on browse with the card.
 */
test('two members see their match percentage and why, on the card and the profile, in az and ru', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const her = {
    ...(await createSignedInMember(page.request, {
      label: 'match-her',
      gender: 'female',
      firstName: 'Səbinə',
      lastName: 'Uyğunova',
    })),
    page,
    name: 'Səbinə',
  };
  const him = {
    ...(await memberInNewContext(browser, {
      label: 'match-him',
      gender: 'male',
      firstName: 'Kamran',
      lastName: 'Uyğunov',
    })),
    name: 'Kamran',
  };
  await approveMembers(playwright, [her, him]);
  await answerAlike(her.page.request);
  await answerAlike(him.page.request);

  for (const { language, texts } of locales) {
    const prefix = `/${language}`;
    const percent = pattern(texts.compatibility.match.percent);
    // The reasons name topics in words, not a number: only the fixed part is matched.
    const agreeWords = new RegExp(
      texts.compatibility.reasons.agree
        .split('{{topics}}')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+'),
    );
    for (const [viewer, other] of [
      [her, him],
      [him, her],
    ] as const) {
      await viewer.page.goto(`${prefix}/browse?order=best`);
      const card = await findCard(viewer.page, other.name, texts.discovery.browse.pass);
      const summary = card.getByRole('region', { name: texts.compatibility.match.label });
      await expect(summary.getByText(percent)).toBeVisible();
      await expect(summary.getByRole('listitem').filter({ hasText: agreeWords })).not.toHaveCount(
        0,
      );
      await expect(
        viewer.page.getByRole('radio', { name: texts.discovery.order.best }),
      ).toBeChecked();
      if (viewer === her) await expectAccessible(viewer.page);

      await viewer.page.goto(`${prefix}/profile/${other.id}`);
      const onProfile = viewer.page.getByRole('region', {
        name: texts.compatibility.match.label,
      });
      await expect(onProfile.getByText(percent)).toBeVisible({ timeout: 20_000 });
      await expect(onProfile.getByRole('listitem').filter({ hasText: agreeWords })).not.toHaveCount(
        0,
      );
    }
  }
  await him.page.context().close();
});
