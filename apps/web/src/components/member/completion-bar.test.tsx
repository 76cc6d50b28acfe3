import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/providers';
import { CompletionBar } from './completion-bar';

const renderBar = (percent: number, language: 'en' | 'az' | 'ru' = 'en') =>
  renderWithProviders(<CompletionBar id="completion" percent={percent} />, { language });

describe('CompletionBar', () => {
  it('shows and announces a whole percentage, as the profile page and the editor both do', () => {
    renderBar(56.6);
    const bar = screen.getByRole('progressbar', { name: 'Profile completion' });
    expect(bar.getAttribute('aria-valuenow')).toBe('57');
    expect(bar.getAttribute('aria-valuetext')).toBe('57% complete');
    expect(screen.getByText('57%')).toBeDefined();
  });

  it.each([
    ['az', 'Profilin tamlığı', '57% tamamlanıb'],
    ['ru', 'Заполненность профиля', 'Заполнено на 57%'],
  ] as const)('has one name in %s', (language, name, valueText) => {
    renderBar(57, language);
    const bar = screen.getByRole('progressbar', { name });
    expect(bar.getAttribute('aria-valuetext')).toBe(valueText);
  });

  it.each([
    [-4, '0'],
    [130, '100'],
  ])('holds %d to the ends of the bar', (percent, shown) => {
    renderBar(percent);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(shown);
  });
});
