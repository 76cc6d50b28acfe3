import { contactMessagesPageSchema, contactMessagesQuerySchema } from '@vusal/shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireModerator } from '../auth';
import type { AdminListService } from './admin-lists.service';

/** `/api/moderation/contact-messages` (docs/api/admin.md): moderators and admins only. */
export const contactMessageRoutes: FastifyPluginAsyncZod<{ lists: AdminListService }> = async (
  app,
  { lists },
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
    (request) => lists.contactMessages(request.query),
  );
};
