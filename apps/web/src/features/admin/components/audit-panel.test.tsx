import { screen } from '@testing-library/react';
import type { AdminAuditEntry } from '@vusal/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { sessionUser, signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';

const me = sessionUser({ role: 'admin', profileStatus: 'approved' });
const entry = (action: AdminAuditEntry['action'], id: string): AdminAuditEntry => ({
  id,
  action,
  actor: { id: '00000000-0000-4000-8000-000000000001', name: 'Kamran Moderator' },
  target: { id: '00000000-0000-4000-8000-000000000002', name: 'Leyla Hüseynova' },
  details: { verificationId: '20000000-0000-4000-8000-000000000001' },
  ip: null,
  createdAt: '2026-03-01T10:00:00.000Z',
});

describe('the audit log names verification decisions (issue 23, item 2)', () => {
  it.each([
    ['/admin', 'Verified a member', 'Did not accept a verification selfie'],
    ['/az/admin', 'Üzvü təsdiqlədi', 'Təsdiq özçəkimini qəbul etmədi'],
    ['/ru/admin', 'Подтвердил участника', 'Не принял селфи для подтверждения'],
  ])('in the language of %s', async (path, approved, rejected) => {
    stubApi({
      ...signedInAs(me),
      'GET /api/admin/audit': () => ({
        body: {
          items: [entry('approve_verification', 'a1'), entry('reject_verification', 'a2')],
          nextCursor: null,
        },
      }),
    });
    await renderAt(`${path}?tab=audit`);
    expect(await screen.findByText(approved, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(rejected)).toBeTruthy();
  });
});

describe('a refused decision about staff (SECURITY 37)', () => {
  it('says it was refused and what was attempted', async () => {
    stubApi({
      ...signedInAs(me),
      'GET /api/admin/audit': () => ({
        body: {
          items: [
            {
              ...entry('refuse_sanction', 'a3'),
              details: { attempted: 'ban', protected: 'owner', reportId: 'r1' },
            },
          ],
          nextCursor: null,
        },
      }),
    });
    await renderAt('/admin?tab=audit');
    expect(
      await screen.findByText('Refused (staff or main admin): Banned', {}, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});
