import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/providers';
import { FamilyBadge } from './family-badge';
import { MemberHeading } from './member-heading';

describe('the "Family involved" badge (decision 051)', () => {
  it("stands beside a card's name as one named image", async () => {
    renderWithProviders(
      <MemberHeading
        member={{ fullName: 'Nigar Ə.', age: 27, city: 'baku', region: null, familyInvolved: true }}
        level={2}
        size="md"
      />,
    );
    expect(await screen.findByRole('img', { name: 'Family involved' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nigar Ə.' })).toBeTruthy();
  });

  it('is absent without a family, and says what it means on the profile, in Russian', async () => {
    const { unmount } = renderWithProviders(
      <MemberHeading
        member={{ fullName: 'Rauf M.', age: 30, city: 'baku', region: null }}
        level={2}
        size="md"
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    unmount();
    renderWithProviders(<FamilyBadge variant="label" />, { language: 'ru' });
    const badge = await screen.findByRole('img');
    expect(badge.getAttribute('aria-label')).toBe(
      'С участием семьи. Чаты этого участника читает родственник, только если собеседник сначала согласится.',
    );
  });
});
