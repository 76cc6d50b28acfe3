import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReview } from '@vusal/shared/schemas/admin-decisions';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const me = sessionUser({ role: 'moderator', profileStatus: 'approved' });
const userId = '00000000-0000-4000-8000-000000000002';
const photoId = '20000000-0000-4000-8000-000000000002';
const review: AdminReview = {
  photoId,
  userId,
  profileId: '10000000-0000-4000-8000-000000000002',
  fullName: 'Rauf Əliyev',
  photoUrl: null,
  pendingPhotoUrl:
    '/api/photos/10000000-0000-4000-8000-000000000002/pending/20000000-0000-4000-8000-000000000002?v=1',
  submittedAt: '2026-03-01T10:00:00.000Z',
  waitedMinutes: 180,
};

describe('the photo review tab (decision 029)', () => {
  it('shows a moderator the waiting photo and sends an accept and a rejection with its reason', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      ...signedInAs(me),
      'GET /api/moderation/queues': () => ({ body: { queues: [] } }),
      'GET /api/admin/reviews': () => ({ body: { items: [review] } }),
      [`POST /api/admin/reviews/${photoId}/accept`]: () => ({ status: 204 }),
      [`POST /api/admin/reviews/${photoId}/reject`]: () => ({ status: 204 }),
    });
    await renderAt('/admin?tab=reviews');
    // The review's card, not the app navigation's items beside it.
    const sent = await screen.findByText('Sent 3 hours ago', {}, { timeout: 15_000 });
    const item = sent.closest('li')!;
    expect(within(item).getByText('No photo')).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'New photo' }).getAttribute('src')).toBe(
      review.pendingPhotoUrl,
    );

    await user.click(
      within(item).getByRole('button', { name: 'Accept the new photo of Rauf Əliyev' }),
    );
    await vi.waitFor(() =>
      expect(calls.map((call) => call.route)).toContain(
        `POST /api/admin/reviews/${photoId}/accept`,
      ),
    );

    const reject = screen.getByRole('button', { name: 'Reject the new photo of Rauf Əliyev' });
    await vi.waitFor(() => expect((reject as HTMLButtonElement).disabled).toBe(false));
    await user.click(reject);
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Reason for the member/), 'Face not visible');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        route: `POST /api/admin/reviews/${photoId}/reject`,
        body: { reason: 'Face not visible' },
      }),
    );
  });
});
