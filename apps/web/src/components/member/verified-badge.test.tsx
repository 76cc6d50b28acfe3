import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/providers';
import { MemberHeading } from './member-heading';
import { VerifiedBadge } from './verified-badge';

const member = { fullName: 'Aysel M.', age: 31, city: 'baku' as const, region: 'baku' as const };

describe('VerifiedBadge', () => {
  it.each([
    ['en', 'Verified'],
    ['az', 'Təsdiqlənib'],
    ['ru', 'Подтверждён'],
  ] as const)('is one image named in %s, as a tick or with its word', (language, name) => {
    renderWithProviders(
      <>
        <VerifiedBadge />
        <VerifiedBadge variant="label" />
      </>,
      { language },
    );
    expect(screen.getAllByRole('img', { name })).toHaveLength(2);
  });

  it("stands beside a verified member's name, outside the heading", () => {
    renderWithProviders(
      <MemberHeading member={{ ...member, isVerified: true }} level={2} size="md" />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Aysel M.');
    expect(screen.getByRole('img', { name: 'Verified' })).toBeTruthy();
  });

  it('is absent for a member who is not verified', () => {
    renderWithProviders(
      <MemberHeading member={{ ...member, isVerified: false }} level={2} size="md" />,
    );
    expect(screen.queryByRole('img', { name: 'Verified' })).toBeNull();
  });
});
