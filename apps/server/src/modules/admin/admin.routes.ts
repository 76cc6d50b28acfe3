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
import {
  adminAppealParamsSchema,
  adminAppealSchema,
  adminAppealsPageSchema,
  adminAppealsQuerySchema,
  appealDecisionSchema,
  reportDecisionSchema,
} from '@vusal/shared/schemas/admin-decisions';
import { profileRejectionSchema } from '@vusal/shared/schemas/profile-rejection';
import { actorOf, currentUser, requireAdmin, requireModerator } from '../auth';
import type { AdminListService } from './admin-lists.service';
import type { ActionResult } from './admin-actions';
import type { AdminService } from './admin.service';

export type AdminRouteOptions = { admin: AdminService; lists: AdminListService };

/** SECURITY 26: who did what to whom, from where; nothing secret. */
function logged<T>(
  request: FastifyRequest,
  target: { targetUserId?: string; reportId?: string; appealId?: string },
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

/**
 * `/api/admin` (docs/api/admin.md): the users table, roles and the audit log for admins; the
 * reports and appeals for moderators (and admins, who are moderators too).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, options) => {
  await app.register(adminOnlyRoutes, options);
  await app.register(moderatorRoutes, options);
};

const adminOnlyRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, { admin, lists }) => {
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

const moderatorRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, { admin, lists }) => {
  app.addHook('onRequest', requireModerator);

  app.get(
    '/api/admin/reports',
    { schema: { querystring: adminReportsQuerySchema, response: { 200: adminReportsPageSchema } } },
    (request) => lists.reports(request.query),
  );

  app.post(
    '/api/admin/reports/:id/decision',
    {
      schema: {
        params: adminReportParamsSchema,
        body: reportDecisionSchema,
        response: { 200: adminReportSchema },
      },
    },
    async (request) => {
      const result = await admin.decideReport(actorOf(request), request.params.id, request.body);
      return logged(
        request,
        { reportId: request.params.id, targetUserId: result.targetUserId },
        result,
      );
    },
  );

  app.get(
    '/api/admin/appeals',
    { schema: { querystring: adminAppealsQuerySchema, response: { 200: adminAppealsPageSchema } } },
    (request) => lists.appeals(request.query),
  );

  app.post(
    '/api/admin/appeals/:id/decision',
    {
      schema: {
        params: adminAppealParamsSchema,
        body: appealDecisionSchema,
        response: { 200: adminAppealSchema },
      },
    },
    async (request) => {
      const result = await admin.decideAppeal(actorOf(request), request.params.id, request.body);
      return logged(
        request,
        { appealId: request.params.id, targetUserId: result.targetUserId },
        result,
      );
    },
  );
};
