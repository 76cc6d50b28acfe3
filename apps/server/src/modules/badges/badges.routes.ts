import { badgesSchema, badgesViewedSchema } from '@vusal/shared/schemas/likes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireApproved } from '../auth';
import type { Notifier } from '../realtime';
import type { BadgesService } from './badges.service';

export const badgesRoutes: FastifyPluginAsyncZod<{
  badges: BadgesService;
  notifier: Notifier;
}> = async (app, { badges, notifier }) => {
  app.addHook('preHandler', requireApproved);

  app.get('/api/badges', { schema: { response: { 200: badgesSchema } } }, async (request) =>
    badges.of(currentUser(request).id),
  );

  app.post(
    '/api/badges/viewed',
    { schema: { body: badgesViewedSchema, response: { 200: badgesSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      const counts = await badges.markViewed(userId, request.body.sections);
      // The member's other open pages (another device) clear the same badges.
      notifier.toUser(userId, 'badges:changed', counts);
      return counts;
    },
  );
};
