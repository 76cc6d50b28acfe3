import type { CompatibilityMatch } from '@vusal/shared/schemas/compatibility-match';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/stub-api';
import { renderWithProviders } from '../../test/providers';
import { visibleText } from '../../test/render';
import { CompatibilitySummary } from './compatibility-summary';

const match: CompatibilityMatch = {
  percent: 87,
  reasons: [
    { key: 'compatibility.reasons.agree', params: { topics: ['children', 'parents'] } },
    { key: 'compatibility.reasons.differ', params: { topics: ['values'] } },
  ],
};

describe('CompatibilitySummary', () => {
  it.each([
    [
      'en',
      'Compatibility',
      ['87 % match', 'You agree on children and living with parents', 'You differ on values'],
    ],
    [
      'az',
      'Uyğunluq',
      [
        '87 % uyğunluq',
        'uşaqlar və valideynlərlə yaşamaq barədə fikirləriniz üst-üstə düşür',
        'dəyərlər barədə fikirləriniz fərqlidir',
      ],
    ],
    [
      'ru',
      'Совместимость',
      [
        'Совпадение 87 %',
        'Вы одинаково смотрите на детей и жизнь с родителями',
        'Вы по-разному смотрите на ценности',
      ],
    ],
  ] as const)('shows the percentage and the reasons in %s', (language, label, lines) => {
    renderWithProviders(<CompatibilitySummary match={match} />, { language });
    const section = screen.getByRole('region', { name: label });
    for (const line of lines) expect(visibleText(section)).toContain(line);
    expect(section.querySelectorAll('li')).toHaveLength(2);
  });

  const answered = (count: number) =>
    stubApi({
      'GET /api/compatibility/answers': () => ({
        body: {
          answers: Array.from({ length: count }, (_, index) => ({
            questionId: index + 1,
            answer: 0,
            accepted: [0],
            importance: 'somewhat',
            useInScore: index !== 0,
          })),
        },
      }),
    });

  it.each([
    ['en', 'Answer 3 more questions to see your match'],
    ['az', 'Uyğunluğu görmək üçün daha 3 suala cavab verin'],
    ['ru', 'Ответьте ещё на 3 вопроса, чтобы увидеть совпадение'],
  ] as const)(
    'below five shared questions, says in %s how many answers the viewer still owes (issue 37)',
    async (language, text) => {
      // Three answers, one of them private and kept out of the score: two count.
      answered(3);
      const prefix = language === 'en' ? '' : `/${language}`;
      renderWithProviders(<CompatibilitySummary match={null} />, {
        language,
        path: `${prefix}/browse`,
      });
      const link = await screen.findByRole('link', { name: text });
      expect(link.getAttribute('href')).toBe(`${prefix}/questions`);
    },
  );

  it('says both need five of the same questions once the viewer has answered enough', async () => {
    answered(6);
    renderWithProviders(<CompatibilitySummary match={null} />);
    expect(
      await screen.findByText(
        'Your match shows once you have both answered 5 of the same questions.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says nothing of a demo profile, which has no answers, and asks for none', () => {
    const calls = answered(0);
    const { container } = renderWithProviders(
      <CompatibilitySummary match={null} isScorable={false} />,
    );
    expect(container.textContent).toBe('');
    expect(calls).toEqual([]);
  });
});
