import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminSetActiveSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
} from '@vusal/shared/schemas/admin';
import { profileRejectionSchema } from '@vusal/shared/schemas/profile-rejection';
import { actorOf, requireAdmin } from '../auth';
import type { AdminListService } from './admin-lists.service';
import { logged } from './admin-actions';
import type { AdminService } from './admin.service';

export type AdminRouteOptions = { admin: AdminService; lists: AdminListService };

/**
 * `/api/admin` (docs/api/admin.md): the users table, roles and the audit log, for admins only.
 * The moderators' queues under `/api/admin/…` (reports, appeals, reviews, verifications) are
 * the moderation module's.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (
  app,
  { admin, lists },
) => {
  // The guard runs on request, before the body and query are parsed, so a visitor (401) or
  // anyone else (403) learns nothing of their shape.
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/api/admin/users',
    { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersPageSchema } } },
    (request) => lists.users(request.query),
  );

  const userAction = { params: adminUserParamsSchema, response: { 200: adminUserSchema } };

  app.post('/api/admin/users/:userId/approve', { schema: userAction }, async (request) => {
    const { userId } = request.params;
    return logged(request, { targetUserId: userId }, await admin.approve(actorOf(request), userId));
  });

  app.post(
    '/api/admin/users/:userId/reject',
    { schema: { ...userAction, body: profileRejectionSchema } },
    async (request) => {
      const { userId } = request.params;
      return logged(
        request,
        { targetUserId: userId },
        await admin.reject(actorOf(request), userId, request.body),
      );
    },
  );

  app.post(
    '/api/admin/users/:userId/active',
    { schema: { ...userAction, body: adminSetActiveSchema } },
    async (request) => {
      const { userId } = request.params;
      return logged(
        request,
        { targetUserId: userId },
        await admin.setActive(actorOf(request), userId, request.body.active),
      );
    },
  );

  const roleActions = {
    'make-admin': admin.makeAdmin,
    'remove-admin': admin.removeAdmin,
    'make-moderator': admin.makeModerator,
    'remove-moderator': admin.removeModerator,
  } as const;
  for (const [path, act] of Object.entries(roleActions)) {
    app.post(`/api/admin/users/:userId/${path}`, { schema: userAction }, async (request) => {
      const { userId } = request.params;
      return logged(request, { targetUserId: userId }, await act(actorOf(request), userId));
    });
  }

  app.get(
    '/api/admin/audit',
    { schema: { querystring: adminAuditQuerySchema, response: { 200: adminAuditPageSchema } } },
    (request) => lists.audit(request.query),
  );
};
