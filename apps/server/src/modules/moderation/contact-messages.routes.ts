import { contactMessagesPageSchema, contactMessagesQuerySchema } from '@vusal/shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireModerator } from '../auth';
import type { Queues } from './queues.service';

/** `/api/moderation/contact-messages` (docs/api/admin.md): moderators and admins only. */
export const contactMessageRoutes: FastifyPluginAsyncZod<{ queues: Queues }> = async (
  app,
  { queues },
) => {
  app.addHook('onRequest', requireModerator);

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
};
