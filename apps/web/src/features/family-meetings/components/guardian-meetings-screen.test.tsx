import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/providers';
import { stubApi } from '../../../test/stub-api';
import { GuardianMeetingsScreen } from './guardian-meetings-screen';

const memberId = 'member-1';
const route = `GET /api/guardian/members/${memberId}/meetings`;

describe('a guardian’s list of requests for the families to meet', () => {
  it('lists each request read-only, with both first names and its state', async () => {
    stubApi({
      [route]: () => ({
        body: {
          meetings: [
            {
              id: '30000000-0000-4000-8000-000000000001',
              matchId: '20000000-0000-4000-8000-000000000001',
              isMine: null,
              fromId: 'a',
              toId: 'b',
              fromName: 'Nigar M.',
              toName: 'Elvin Q.',
              dateFrom: '2027-01-10',
              dateTo: '2027-02-10',
              city: 'baku',
              note: null,
              status: 'accepted',
              createdAt: '2026-12-01T10:00:00.000Z',
              expiresAt: '2026-12-31T10:00:00.000Z',
              answeredAt: '2026-12-02T10:00:00.000Z',
            },
          ],
        },
      }),
    });
    renderWithProviders(<GuardianMeetingsScreen memberId={memberId} />);
    expect(await screen.findByRole('heading', { name: 'Nigar M. → Elvin Q.' })).toBeTruthy();
    expect(screen.getByText(/Accepted/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    stubApi({ [route]: () => ({ body: { meetings: [] } }) });
    renderWithProviders(<GuardianMeetingsScreen memberId={memberId} />);
    expect(await screen.findByText('No requests yet.')).toBeTruthy();
  });
});
