import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReport } from '@vusal/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const me = sessionUser({ role: 'admin', profileStatus: 'approved' });

function report(id: string, hasContactDetails: boolean): AdminReport {
  return {
    id,
    reason: 'harassment',
    note: null,
    status: 'open',
    reporter: { id: '00000000-0000-4000-8000-000000000001', name: 'Leyla Əliyeva' },
    target: { id: '00000000-0000-4000-8000-000000000002', name: 'Rauf Əliyev', isActive: true },
    message: {
      id: `${id.slice(0, -1)}9`,
      type: 'text',
      excerpt: hasContactDetails ? 'Yaz: 050 123 45 67' : 'Salam',
      createdAt: '2026-03-01T10:00:00.000Z',
      hasContactDetails,
    },
    createdAt: '2026-03-01T10:05:00.000Z',
    resolvedAt: null,
    resolvedBy: null,
    isHeld: false,
  };
}

describe('the moderation queue (decision 021)', () => {
  it('says which reported message carried contact details sent anyway in a new chat', async () => {
    stubApi({
      ...signedInAs(me),
      'GET /api/admin/reports': () => ({
        body: {
          items: [
            { ...report('10000000-0000-4000-8000-000000000001', true), waitedMinutes: 5 },
            { ...report('10000000-0000-4000-8000-000000000002', false), waitedMinutes: 5 },
          ],
          nextCursor: null,
        },
      }),
    });
    await renderAt('/admin?tab=reports');
    await screen.findByText('Yaz: 050 123 45 67', {}, { timeout: 15_000 });
    expect(screen.getAllByText('Contact details sent anyway in a new chat')).toHaveLength(1);
  });
});

describe('a refused decision (SECURITY 37)', () => {
  it('says in the dialog that decisions about staff are for admins, and keeps it open', async () => {
    const user = userEvent.setup();
    const reportId = '10000000-0000-4000-8000-000000000003';
    stubApi({
      ...signedInAs(sessionUser({ role: 'moderator', profileStatus: 'approved' })),
      'GET /api/admin/reports': () => ({
        body: { items: [{ ...report(reportId, false), waitedMinutes: 5 }], nextCursor: null },
      }),
      'GET /api/moderation/queues': () => ({ body: { queues: [] } }),
      [`POST /api/admin/reports/${reportId}/decision`]: () => ({
        status: 403,
        body: { error: { code: 'STAFF_PROTECTED', message: 'errors.STAFF_PROTECTED' } },
      }),
    });
    await renderAt('/admin?tab=reports');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Decide on the report about Rauf Əliyev' },
        { timeout: 15_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/reason/i), 'Rude to members');
    await user.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /Decisions about moderators and admins are for admins only/,
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});
