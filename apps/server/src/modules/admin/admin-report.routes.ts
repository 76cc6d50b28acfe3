import { adminReportDetailSchema, adminReportParamsSchema } from '@vusal/shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireModerator } from '../auth';
import type { AdminListService } from './admin-lists.service';

/**
 * Issue 24: one report with the conversation, profile and counts it froze. Moderators and
 * admins only; neither the reporter nor the reported member ever reads it (docs/api/admin.md).
 */
export const adminReportRoutes: FastifyPluginAsyncZod<{ lists: AdminListService }> = async (
  app,
  { lists },
) => {
  app.addHook('onRequest', requireModerator);

  app.get(
    '/api/admin/reports/:id',
    { schema: { params: adminReportParamsSchema, response: { 200: adminReportDetailSchema } } },
    (request) => lists.report(request.params.id),
  );
};
