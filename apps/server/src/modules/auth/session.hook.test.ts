import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RequestUser } from './auth.types';
import { requireAdmin, requireApproved, requireUser } from './session.hook';

const reply = {} as FastifyReply;
const requestAs = (user: Partial<RequestUser> | null) =>
  ({ user, url: '/api/admin/x', log: { warn: () => {} } }) as unknown as FastifyRequest;

describe('guards', () => {
  it('let visitors through nowhere', async () => {
    for (const guard of [requireUser, requireAdmin, requireApproved]) {
      await expect(guard(requestAs(null), reply)).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
        statusCode: 401,
      });
    }
  });

  it('answer 403 to non-admins on admin routes, whatever else they are', async () => {
    await expect(
      requireAdmin(requestAs({ role: 'user', profileStatus: 'approved' }), reply),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      statusCode: 403,
    });
    await expect(
      requireAdmin(requestAs({ role: 'admin', profileStatus: 'pending' }), reply),
    ).resolves.toBeUndefined();
  });

  it('keep pending profiles out of approved-only routes', async () => {
    await expect(
      requireApproved(requestAs({ role: 'user', profileStatus: 'pending' }), reply),
    ).rejects.toMatchObject({
      code: 'PROFILE_PENDING',
    });
    await expect(
      requireApproved(requestAs({ role: 'user', profileStatus: 'approved' }), reply),
    ).resolves.toBeUndefined();
  });
});
