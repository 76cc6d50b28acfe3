import {
  followedMembersSchema,
  guardianFeedSchema,
  guardianMatchesSchema,
  memberIdParamsSchema,
} from '@vusal/shared/schemas/family';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireGuardian } from '../auth';
import type { FamilyService } from './family.service';

/**
 * The guardian's own home (decision 050), read-only: whom they follow, and per member what its
 * scopes allow. Each route asks `createGuardianAccess` again, so an ended guardianship or a
 * scope turned off answers 404 or 403 from the next request on.
 */
export const guardianRoutes: FastifyPluginAsyncZod<{ family: FamilyService }> = async (
  app,
  { family },
) => {
  app.addHook('preHandler', requireGuardian);

  app.get(
    '/api/guardian/members',
    { schema: { response: { 200: followedMembersSchema } } },
    async (request) => ({ members: await family.followed(currentUser(request).id) }),
  );

  app.get(
    '/api/guardian/members/:memberId/matches',
    { schema: { params: memberIdParamsSchema, response: { 200: guardianMatchesSchema } } },
    async (request) => ({
      matches: await family.matches(currentUser(request).id, request.params.memberId),
    }),
  );

  app.get(
    '/api/guardian/members/:memberId/feed',
    { schema: { params: memberIdParamsSchema, response: { 200: guardianFeedSchema } } },
    async (request) => ({
      items: await family.feed(currentUser(request).id, request.params.memberId),
    }),
  );
};
