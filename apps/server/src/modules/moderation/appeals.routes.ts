import {
  adminAppealParamsSchema,
  adminAppealSchema,
  adminAppealsPageSchema,
  adminAppealsQuerySchema,
  appealDecisionSchema,
} from '@vusal/shared/schemas/admin-decisions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logged } from '../admin';
import { actorOf, requireModerator } from '../auth';
import type { Decisions } from './decisions.service';
import type { Queues } from './queues.service';

/** `/api/admin/appeals` (docs/api/admin.md): the appeals against sanctions, for moderators. */
export const appealsRoutes: FastifyPluginAsyncZod<{
  queues: Queues;
  decisions: Decisions;
}> = async (app, { queues, decisions }) => {
  app.addHook('onRequest', requireModerator);

  app.get(
    '/api/admin/appeals',
    { schema: { querystring: adminAppealsQuerySchema, response: { 200: adminAppealsPageSchema } } },
    (request) => queues.appeals(request.query),
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
      const result = await decisions.decideAppeal(
        actorOf(request),
        request.params.id,
        request.body,
      );
      return logged(
        request,
        { appealId: request.params.id, targetUserId: result.targetUserId },
        result,
      );
    },
  );
};
