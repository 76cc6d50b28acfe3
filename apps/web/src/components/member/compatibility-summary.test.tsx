import type { CompatibilityMatch } from '@vusal/shared/schemas/compatibility-match';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('shows nothing below five shared questions (null)', () => {
    const { container } = renderWithProviders(<CompatibilitySummary match={null} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
