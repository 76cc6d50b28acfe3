import {
  contactMessageDetailSchema,
  contactMessageParamsSchema,
  contactMessageSchema,
  contactMessagesPageSchema,
  contactMessagesQuerySchema,
} from '@vusal/shared/schemas/admin';
import { reportDecisionSchema } from '@vusal/shared/schemas/admin-decisions';
import { queuesSummarySchema } from '@vusal/shared/schemas/queues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logged } from '../admin';
import { actorOf, requireModerator } from '../auth';
import type { Decisions } from './decisions.service';
import type { ModerationService } from './moderation.service';
import type { Queues } from './queues.service';

/**
 * `/api/moderation/…` (docs/api/admin.md): the marked messages (decision 021, issue 34 item 4)
 * with their decisions, and every queue's size and oldest wait (issue 36, item 2). Moderators
 * and admins only.
 */
export const contactMessageRoutes: FastifyPluginAsyncZod<{
  queues: Queues;
  decisions: Decisions;
  moderation: ModerationService;
}> = async (app, { queues, decisions, moderation }) => {
  app.addHook('onRequest', requireModerator);

  app.get(
    '/api/moderation/queues',
    { schema: { response: { 200: queuesSummarySchema } } },
    async () => ({ queues: await moderation.queueSummary() }),
  );

  app.get(
    '/api/moderation/contact-messages',
    {
      schema: {
        querystring: contactMessagesQuerySchema,
        response: { 200: contactMessagesPageSchema },
      },
    },
    (request) => queues.contactMessages(request.query),
  );

  app.get(
    '/api/moderation/contact-messages/:id',
    {
      schema: {
        params: contactMessageParamsSchema,
        response: { 200: contactMessageDetailSchema },
      },
    },
    (request) => queues.contactMessage(request.params.id),
  );

  app.post(
    '/api/moderation/contact-messages/:id/decision',
    {
      schema: {
        params: contactMessageParamsSchema,
        body: reportDecisionSchema,
        response: { 200: contactMessageSchema },
      },
    },
    async (request) => {
      const result = await decisions.decideMarkedMessage(
        actorOf(request),
        request.params.id,
        request.body,
      );
      return logged(request, { targetUserId: result.targetUserId }, result);
    },
  );
};
