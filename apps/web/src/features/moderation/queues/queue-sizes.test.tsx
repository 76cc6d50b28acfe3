import { screen, within } from '@testing-library/react';
import { moderationQueues, type ModerationQueue } from '@vusal/shared/schemas/queues';
import { describe, expect, it } from 'vitest';
import { badgeCounts } from '../../../test/badges';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';
import { waitTone } from './queue-sizes';

const SLOW = { timeout: 15_000 };
const HOUR = 3600;

const waits: Record<ModerationQueue, [number, number | null]> = {
  profiles: [3, 2 * HOUR],
  photoReviews: [0, null],
  selfies: [1, 12 * HOUR + 60],
  reports: [4, 30 * HOUR],
  markedMessages: [1, 12 * HOUR],
  appeals: [2, 24 * HOUR + 1],
};

function stubDashboard(role: 'admin' | 'moderator') {
  stubApi({
    ...signedInAs(sessionUser({ role, profileStatus: 'approved' })),
    'GET /api/badges': () => ({ body: badgeCounts() }),
    'GET /api/moderation/notices': () => ({ body: { warning: null, verificationRequired: null } }),
    'GET /api/verification': () => ({ body: { status: 'none' } }),
    'GET /api/moderation/queues': () => ({
      body: {
        queues: moderationQueues.map((queue) => ({
          queue,
          size: waits[queue][0],
          oldestWaitSeconds: waits[queue][1],
        })),
      },
    }),
  });
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('the queues on the staff dashboard (issue 36, item 2)', () => {
  it('shows each queue’s size and oldest wait, late past 12 hours and overdue past 24', async () => {
    stubDashboard('admin');
    await renderAt('/dashboard');
    const table = await screen.findByRole('table', { name: 'Moderation queues' }, SLOW);
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(row('New profiles')).getByText('3')).toBeTruthy();
    expect(within(row('New profiles')).getByText('2 hours ago')).toBeTruthy();
    expect(within(row('New profiles')).queryByText(/Late|Overdue/)).toBeNull();
    expect(within(row('Photo reviews')).getByText('—')).toBeTruthy();
    expect(within(row('Verification selfies')).getByText('Late')).toBeTruthy();
    expect(within(row('Marked messages')).queryByText(/Late|Overdue/)).toBeNull();
    expect(within(row('Reports')).getByText('Overdue')).toBeTruthy();
    expect(within(row('Appeals')).getByText('Overdue')).toBeTruthy();
  });

  it('shows a moderator only the queues they decide', async () => {
    stubDashboard('moderator');
    await renderAt('/dashboard');
    const table = await screen.findByRole('table', { name: 'Moderation queues' }, SLOW);
    expect(within(table).queryByRole('row', { name: /New profiles/ })).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(6);
  });

  it('colours by the oldest wait alone: amber past 12 h, red past 24 h', () => {
    expect([null, 0, 12 * HOUR, 12 * HOUR + 1, 24 * HOUR, 24 * HOUR + 1].map(waitTone)).toEqual([
      null,
      null,
      null,
      'late',
      'late',
      'overdue',
    ]);
  });
});
