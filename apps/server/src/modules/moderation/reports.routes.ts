import {
  adminReportDetailSchema,
  adminReportParamsSchema,
  adminReportSchema,
  adminReportsPageSchema,
  adminReportsQuerySchema,
} from '@vusal/shared/schemas/admin';
import { reportDecisionSchema } from '@vusal/shared/schemas/admin-decisions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logged } from '../admin';
import { actorOf, requireModerator } from '../auth';
import type { Decisions } from './decisions.service';
import type { Queues } from './queues.service';

/**
 * `/api/admin/reports` (docs/api/admin.md): the queue, one report with the conversation,
 * profile and counts it froze (issue 24), and the decision on it. Moderators and admins only;
 * neither the reporter nor the reported member ever reads a report here.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{
  queues: Queues;
  decisions: Decisions;
}> = async (app, { queues, decisions }) => {
  // The guard runs on request, before the body and query are parsed, so a visitor (401) or
  // anyone else (403) learns nothing of their shape.
  app.addHook('onRequest', requireModerator);

  app.get(
    '/api/admin/reports',
    { schema: { querystring: adminReportsQuerySchema, response: { 200: adminReportsPageSchema } } },
    (request) => queues.reports(request.query),
  );

  app.get(
    '/api/admin/reports/:id',
    { schema: { params: adminReportParamsSchema, response: { 200: adminReportDetailSchema } } },
    (request) => queues.report(request.params.id),
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
      const result = await decisions.decideReport(
        actorOf(request),
        request.params.id,
        request.body,
      );
      return logged(
        request,
        { reportId: request.params.id, targetUserId: result.targetUserId ?? undefined },
        result,
      );
    },
  );
};
