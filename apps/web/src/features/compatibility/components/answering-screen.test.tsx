import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const savedSecond = {
  questionId: 2,
  answer: 1,
  accepted: [0, 1],
  importance: 'very',
  useInScore: false,
};

describe('/questions (issue 27)', () => {
  it('answers a question with the keyboard alone, saves it, and skips a saved one by clearing it', async () => {
    const calls = stubApi({
      ...signedInAs(sessionUser()),
      'GET /api/compatibility/answers': () => ({ body: { answers: [savedSecond] } }),
      'PUT /api/compatibility/answers/1': (body) => ({
        body: { questionId: 1, ...(body as object) },
      }),
      'DELETE /api/compatibility/answers/2': () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    await renderAt('/az/questions');
    await screen.findByText('Din gündəlik həyatınızda nə dərəcədə vacibdir?');
    expect(screen.getByText('Sual 1 / 40')).toBeTruthy();
    expect(screen.getByText('Şəxsi sual: cavabınız heç kimə göstərilmir.')).toBeTruthy();

    const own = screen.getByRole('radio', { name: 'Çox vacibdir' });
    for (let presses = 0; document.activeElement !== own && presses < 20; presses += 1) {
      await user.tab();
    }
    expect(document.activeElement).toBe(own);
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Çox vacibdir' }));
    await user.keyboard(' ');
    for (let index = 0; index < 4; index += 1) await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Orta' }));
    await user.keyboard('{ArrowRight}');
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Saxla və davam et' }));
    await user.keyboard('{Enter}');

    // Focus follows to the next question, so the next Tab reaches its first answer.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: 'Namaz qılırsınız?' }),
      ),
    );
    expect(calls.find((call) => call.route === 'PUT /api/compatibility/answers/1')?.body).toEqual({
      answer: 0,
      accepted: [0],
      importance: 'very',
      useInScore: true,
    });
    // The saved answer is shown as it was given.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Bəzən' }).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Keç' }));
    await screen.findByText('Sual 3 / 40');
    expect(calls.map((call) => call.route)).toContain('DELETE /api/compatibility/answers/2');
  });

  it('opens the question its address names, so a reload keeps the place', async () => {
    stubApi({
      ...signedInAs(sessionUser()),
      'GET /api/compatibility/answers': () => ({ body: { answers: [] } }),
    });
    await renderAt('/questions?question=12');
    await screen.findByText('Question 12 of 40');
    // Issue 34: the member learns why a changed answer does not move percentages at once.
    expect(
      screen.getByText('Changes to your answers count for match percentages once a day.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Do you want children?' })).toBeTruthy();
  });

  it('starts at the first question not answered yet when the address names none', async () => {
    stubApi({
      ...signedInAs(sessionUser()),
      'GET /api/compatibility/answers': () => ({
        body: { answers: [{ ...savedSecond, questionId: 1, useInScore: true }, savedSecond] },
      }),
    });
    await renderAt('/questions');
    await screen.findByText('Question 3 of 40');
    // Issue 37, item 2: how many answers a percentage needs; the private one kept out of the
    // score does not count.
    expect(
      screen.getByText(
        'Answer 4 more questions to see match percentages. A percentage shows with each member who answered at least 5 of the same questions.',
      ),
    ).toBeTruthy();
  });

  it('says in Russian when enough answers are given', async () => {
    stubApi({
      ...signedInAs(sessionUser()),
      'GET /api/compatibility/answers': () => ({
        body: {
          answers: [1, 3, 4, 5, 6].map((questionId) => ({
            ...savedSecond,
            questionId,
            useInScore: true,
          })),
        },
      }),
    });
    await renderAt('/ru/questions');
    expect(
      await screen.findByText(
        'Ответов достаточно: процент совпадения показывается с каждым, кто ответил хотя бы на 5 тех же вопросов.',
      ),
    ).toBeTruthy();
  });
});
