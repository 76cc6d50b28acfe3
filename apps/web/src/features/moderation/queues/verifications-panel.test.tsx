import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminVerification } from '@vusal/shared/schemas/verification';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const me = sessionUser({ role: 'moderator', profileStatus: 'approved' });
const id = '20000000-0000-4000-8000-000000000001';
const item: AdminVerification = {
  id,
  userId: '00000000-0000-4000-8000-000000000002',
  fullName: 'Rauf Əliyev',
  age: 31,
  pose: 'thumb_up_chin',
  code: 'K7XA',
  selfieUrl: `/api/verification/selfies/${id}`,
  photoUrls: ['/api/photos/p1?v=1', '/api/photos/p1/pending?v=2'],
  submittedAt: '2026-03-01T10:00:00.000Z',
  waitedMinutes: 125,
};

/** The queue entry's card, found by how long it waited. */
async function card(text = 'Sent 2 hours ago') {
  return (await screen.findByText(text, {}, { timeout: 15_000 })).closest('li')!;
}

describe('the verification tab (issue 23, item 2)', () => {
  it('shows the selfie beside every photo, the pose in words, the code, the name and age', async () => {
    stubApi({
      ...signedInAs(me),
      'GET /api/moderation/queues': () => ({ body: { queues: [] } }),
      'GET /api/admin/verifications': () => ({ body: { items: [item] } }),
    });
    await renderAt('/admin');
    const entry = await card();
    // A moderator's first tab.
    expect(screen.getByRole('tab', { name: 'Verification', selected: true })).toBeTruthy();
    expect(within(entry).getByRole('heading').textContent).toBe('Rauf Əliyev');
    expect(within(entry).getByText('Thumb up beside your chin')).toBeTruthy();
    expect(within(entry).getByText('K7XA')).toBeTruthy();
    expect(within(entry).getByText('31')).toBeTruthy();
    const images = within(entry).getAllByRole('img');
    expect(images.map((image) => [image.getAttribute('alt'), image.getAttribute('src')])).toEqual([
      ['Verification selfie of Rauf Əliyev', item.selfieUrl],
      ['Profile photo 1 of Rauf Əliyev', item.photoUrls[0]],
      ['Profile photo 2 of Rauf Əliyev', item.photoUrls[1]],
    ]);
  });

  it('approves after asking, and rejects with a reason from the list and a note', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      ...signedInAs(me),
      'GET /api/moderation/queues': () => ({ body: { queues: [] } }),
      'GET /api/admin/verifications': () => ({ body: { items: [item] } }),
      [`POST /api/admin/verifications/${id}/approve`]: () => ({ status: 204 }),
      [`POST /api/admin/verifications/${id}/reject`]: () => ({ status: 204 }),
    });
    await renderAt('/admin?tab=verifications');
    const entry = await card();

    await user.click(
      within(entry).getByRole('button', { name: 'Approve the selfie of Rauf Əliyev' }),
    );
    const approveDialog = await screen.findByRole('alertdialog', {
      name: 'Approve the selfie of Rauf Əliyev?',
    });
    expect(calls.map((call) => call.route)).not.toContain(
      `POST /api/admin/verifications/${id}/approve`,
    );
    await user.click(within(approveDialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        route: `POST /api/admin/verifications/${id}/approve`,
        body: {},
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    const reject = screen.getByRole('button', { name: 'Reject the selfie of Rauf Əliyev' });
    await vi.waitFor(() => expect((reject as HTMLButtonElement).disabled).toBe(false));
    await user.click(reject);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Reject the selfie of Rauf Əliyev?',
    });
    // No reason chosen: the message shows by the list and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please choose one of the options.')).toBeTruthy();
    expect(calls.map((call) => call.route)).not.toContain(
      `POST /api/admin/verifications/${id}/reject`,
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Pose or code wrong' }));
    await user.type(
      within(dialog).getByLabelText('Note for the member (optional)'),
      'Hold the paper higher',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        route: `POST /api/admin/verifications/${id}/reject`,
        body: { reason: 'pose_or_code_wrong', note: 'Hold the paper higher' },
      }),
    );
  });

  it('keeps a keyboard user in the queue: after a decision the focus is on the next selfie', async () => {
    const user = userEvent.setup();
    const next: AdminVerification = {
      ...item,
      id: '20000000-0000-4000-8000-000000000002',
      userId: '00000000-0000-4000-8000-000000000003',
      fullName: 'Nigar Həsənova',
      waitedMinutes: 20,
    };
    let decided = false;
    stubApi({
      ...signedInAs(me),
      'GET /api/moderation/queues': () => ({ body: { queues: [] } }),
      'GET /api/admin/verifications': () => ({ body: { items: decided ? [next] : [item, next] } }),
      [`POST /api/admin/verifications/${id}/approve`]: () => {
        decided = true;
        return { status: 204 };
      },
    });
    await renderAt('/admin?tab=verifications');
    await card();
    screen.getByRole('button', { name: 'Approve the selfie of Rauf Əliyev' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    within(dialog).getByRole('button', { name: 'Approve' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Nigar Həsənova' })),
    );
  });

  it('says when no selfie waits, and when the queue cannot be loaded, with a way to retry', async () => {
    const user = userEvent.setup();
    let fails = true;
    stubApi({
      ...signedInAs(me),
      'GET /api/moderation/queues': () => ({ body: { queues: [] } }),
      'GET /api/admin/verifications': () =>
        fails
          ? { status: 403, body: { error: { code: 'FORBIDDEN', message: 'x' } } }
          : { body: { items: [] } },
    });
    await renderAt('/admin?tab=verifications');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 });
    expect(screen.getByRole('alert').textContent).toContain('Could not load the data');
    fails = false;
    await user.click(retry);
    expect(await screen.findByText('No selfies wait for verification.')).toBeTruthy();
  });
});
