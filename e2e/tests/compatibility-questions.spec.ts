import { expect, test } from '@playwright/test';
import az from '../../packages/shared/src/i18n/az.json' with { type: 'json' };
import ru from '../../packages/shared/src/i18n/ru.json' with { type: 'json' };
import { compatibilityQuestions } from '../../packages/shared/src/compatibility/questions/index';
import { tabTo } from '../fixtures/keyboard';
import { createSignedInMember, signInAsAdmin } from '../fixtures/members';
import { watchWrites } from '../fixtures/watch';
import { expectAccessible } from './axe';

const locales = [
  { language: 'az', prefix: '/az', texts: az },
  { language: 'ru', prefix: '/ru', texts: ru },
] as const;

/**
 * Issue 27, item 2: a member who has just signed up (still pending approval) is offered the
 * compatibility questions, answers them with the keyboard alone, and finds the place again
 * after a reload; axe finds nothing on the page.
 */
for (const { language, prefix, texts } of locales) {
  test(`a pending member answers the questions with the keyboard only, in ${language}`, async ({
    page,
  }) => {
    test.slow();
    await createSignedInMember(page.request, { label: `questions-${language}` });
    const answering = texts.compatibility.answering;
    const [first, second] = compatibilityQuestions;
    const questionHeading = (index: number) =>
      page.getByRole('heading', { level: 2, name: compatibilityQuestions[index]!.text[language] });
    const progress = (current: number) =>
      page.getByText(
        answering.progress
          .replace('{{current}}', String(current))
          .replace('{{total}}', String(compatibilityQuestions.length)),
      );

    await page.goto(`${prefix}/dashboard`);
    // The first page of a busy run waits for its chunks and catalogue.
    await expect(page.getByRole('heading', { name: texts.pending.questions.title })).toBeVisible({
      timeout: 20_000,
    });
    const offer = page.getByRole('link', { name: texts.pending.questions.start });
    await tabTo(page, offer);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/questions`));
    await expect(questionHeading(0)).toBeVisible();
    await expect(progress(1)).toBeVisible();
    await expectAccessible(page);

    // Question 1: the first answer, accepting it, "Very", counted in the score.
    const own = page
      .getByRole('group', { name: answering.own })
      .getByRole('radio', { name: first!.answers[0]![language], exact: true });
    await tabTo(page, own);
    await page.keyboard.press('Space');
    await expect(own).toBeChecked();
    await page.keyboard.press('Tab');
    const accepted = page
      .getByRole('group', { name: answering.accepted })
      .getByRole('checkbox', { name: first!.answers[0]![language], exact: true });
    await expect(accepted).toBeFocused();
    await page.keyboard.press('Space');
    await expect(accepted).toBeChecked();
    const somewhat = page.getByRole('radio', {
      name: texts.compatibility.importance.somewhat,
      exact: true,
    });
    await tabTo(page, somewhat);
    await page.keyboard.press('ArrowRight');
    await expect(
      page.getByRole('radio', { name: texts.compatibility.importance.very, exact: true }),
    ).toBeChecked();
    const consent = page.getByRole('checkbox', { name: answering.useInScore });
    await tabTo(page, consent);
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: answering.save }));
    await page.keyboard.press('Enter');

    // Focus moves to the next question; the next Tab reaches its first answer.
    await expect(questionHeading(1)).toBeFocused();
    await expect(progress(2)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('radio', { name: second!.answers[0]![language], exact: true }).first(),
    ).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: answering.save }));
    await page.keyboard.press('Enter');
    await expect(questionHeading(2)).toBeFocused();

    // Skipping moves on too.
    await tabTo(page, page.getByRole('button', { name: answering.skip }));
    await page.keyboard.press('Enter');
    await expect(progress(4)).toBeVisible();

    // A reload opens the same place, and the answers given are still there.
    await page.reload();
    await expect(progress(4)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: answering.previous }));
    await page.keyboard.press('Enter');
    // Focus is on the question before the next Tab starts from it.
    await expect(questionHeading(2)).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: answering.previous }));
    await page.keyboard.press('Enter');
    await expect(questionHeading(1)).toBeFocused();
    await expect(
      page
        .getByRole('group', { name: answering.own })
        .getByRole('radio', { name: second!.answers[1]![language], exact: true }),
    ).toBeChecked();
    await expectAccessible(page);
  });
}

test('admin preview shows sample scores with reasons on the questions and writes nothing', async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page.request);
  const writes = watchWrites(page);

  await page.goto('/questions?admin=true');
  const scores = page.getByRole('region', { name: 'Sample scores' });
  await expect(scores.getByText('90 % match')).toBeVisible({ timeout: 20_000 });
  await expect(scores.getByText('You differ on relocation')).toBeVisible();
  await expect(page.getByText('Question 1 of 40')).toBeVisible();
  await page.getByRole('radio', { name: 'Very important', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Very important', exact: true }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Saved (simulated)')).toBeVisible();
  await expect(page.getByText('Question 2 of 40')).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('Question 3 of 40')).toBeVisible();
  await expectAccessible(page);
  expect(writes).toEqual([]);
});
