import { screen } from '@testing-library/react';
import type { VerificationState } from '@vusal/shared/schemas/verification';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/providers';
import { stubApi } from '../../../test/stub-api';
import { VerificationPrompt } from './verification-prompt';

const state = (status: VerificationState['status']): VerificationState => ({
  status,
  pose: null,
  code: null,
  selfieUrl: null,
  rejectReason: null,
  note: null,
  lostReason: status === 'lost' ? 'details_changed' : null,
  triesLeft: 3,
  verifiedAt: status === 'verified' ? '2026-11-26T10:00:00.000Z' : null,
  required: null,
});

describe('the way into the selfie check', () => {
  it('asks a member who has not started, in Azerbaijani, and leads to /verification', async () => {
    stubApi({ 'GET /api/verification': () => ({ body: state('not_started') }) });
    renderWithProviders(<VerificationPrompt />, { language: 'az', path: '/az/dashboard' });
    expect(
      await screen.findByRole('heading', { name: '«Təsdiqlənib» nişanını alın' }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Profilinizi təsdiqləyin' });
    expect(link.getAttribute('href')).toBe('/az/verification');
  });

  it('says a lost tick can be earned again', async () => {
    stubApi({ 'GET /api/verification': () => ({ body: state('lost') }) });
    renderWithProviders(<VerificationPrompt />);
    expect(await screen.findByRole('heading', { name: 'Verification: Verification ended' }));
    expect(screen.getByRole('link', { name: 'Verify your profile' })).toBeTruthy();
  });

  it('leaves the dashboard alone once verified, and the profile says it', async () => {
    stubApi({ 'GET /api/verification': () => ({ body: state('verified') }) });
    renderWithProviders(
      <>
        <VerificationPrompt />
        <VerificationPrompt isShownWhenVerified />
      </>,
    );
    expect(await screen.findByText('Your profile shows the Verified tick.')).toBeTruthy();
    // Both read the same answer: only the profile's shows it.
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing where there is no check (a pending profile)', async () => {
    stubApi({
      'GET /api/verification': () => ({
        status: 403,
        body: { error: { code: 'PROFILE_PENDING', message: 'x' } },
      }),
    });
    const { container } = renderWithProviders(<VerificationPrompt isShownWhenVerified />);
    await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
