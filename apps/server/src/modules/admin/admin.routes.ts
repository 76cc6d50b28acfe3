import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminReportParamsSchema,
  adminReportSchema,
  adminReportsPageSchema,
  adminReportsQuerySchema,
  adminSetActiveSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
} from '@vusal/shared/schemas/admin';
import { currentUser, requireAdmin } from '../auth';
import type { AdminListService } from './admin-lists.service';
import type { ActionResult, Actor, AdminService } from './admin.service';

export type AdminRouteOptions = { admin: AdminService; lists: AdminListService };

const actorOf = (request: FastifyRequest): Actor => ({
  id: currentUser(request).id,
  ip: request.ip,
});

/** SECURITY 26: who did what to whom, from where; nothing secret. */
function logged<T>(
  request: FastifyRequest,
  target: { targetUserId?: string; reportId?: string },
  result: ActionResult<T>,
): T {
  const entry = {
    actorId: currentUser(request).id,
    ...target,
    ip: request.ip,
    action: result.recorded?.action ?? null,
  };
  request.log.info(entry, result.recorded ? 'admin action' : 'admin action changed nothing');
  return result.value;
}

/** `/api/admin`: the users table, the moderation queue and the audit log (docs/api/admin.md). */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (
  app,
  { admin, lists },
) => {
  // Every route of this plugin is admin-only. The guard runs on request, before the body and
  // query are parsed, so a visitor (401) or a non-admin (403) learns nothing of their shape.
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

  app.post('/api/admin/users/:userId/make-admin', { schema: userAction }, async (request) => {
    const { userId } = request.params;
    return logged(
      request,
      { targetUserId: userId },
      await admin.makeAdmin(actorOf(request), userId),
    );
  });

  app.post('/api/admin/users/:userId/remove-admin', { schema: userAction }, async (request) => {
    const { userId } = request.params;
    return logged(
      request,
      { targetUserId: userId },
      await admin.removeAdmin(actorOf(request), userId),
    );
  });

  app.get(
    '/api/admin/reports',
    { schema: { querystring: adminReportsQuerySchema, response: { 200: adminReportsPageSchema } } },
    (request) => lists.reports(request.query),
  );

  const reportAction = { params: adminReportParamsSchema, response: { 200: adminReportSchema } };

  app.post('/api/admin/reports/:id/dismiss', { schema: reportAction }, async (request) => {
    const result = await admin.dismissReport(actorOf(request), request.params.id);
    return logged(
      request,
      { reportId: request.params.id, targetUserId: result.targetUserId },
      result,
    );
  });

  app.post('/api/admin/reports/:id/deactivate', { schema: reportAction }, async (request) => {
    const result = await admin.actionReport(actorOf(request), request.params.id);
    return logged(
      request,
      { reportId: request.params.id, targetUserId: result.targetUserId },
      result,
    );
  });

  app.get(
    '/api/admin/audit',
    { schema: { querystring: adminAuditQuerySchema, response: { 200: adminAuditPageSchema } } },
    (request) => lists.audit(request.query),
  );
};
