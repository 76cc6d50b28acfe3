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

  app.get(
    '/api/badges',
    {
      // Decision 066: the badges' statement checks the session again, as the like's does.
      config: { sessionInStatement: true },
      schema: { response: { 200: badgesSchema } },
    },
    async (request) => badges.read(currentUser(request)),
  );

  app.post(
    '/api/badges/viewed',
    { schema: { body: badgesViewedSchema, response: { 200: badgesSchema } } },
    async (request) => {
      const viewer = currentUser(request);
      const counts = await badges.markViewed(viewer, request.body.sections);
      // The member's other open pages (another device) clear the same badges.
      notifier.toUser(viewer.id, 'badges:changed', counts);
      return counts;
    },
  );
};
