import {
  familyGuardianResponseSchema,
  familyGuardianSchema,
  familyInviteSchema,
  familyScopesUpdateSchema,
} from '@vusal/shared/schemas/family';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireApproved } from '../auth';
import type { FamilyService } from './family.service';

/**
 * The member's side (decision 050): `/api/family/guardian` is their one invitation or guardian;
 * invite it, read it, change its scopes, cancel or end it. Approved members only.
 */
export const familyRoutes: FastifyPluginAsyncZod<{ family: FamilyService }> = async (
  app,
  { family },
) => {
  app.addHook('preHandler', requireApproved);

  app.get(
    '/api/family/guardian',
    { schema: { response: { 200: familyGuardianResponseSchema } } },
    async (request) => ({ guardian: await family.current(currentUser(request).id) }),
  );

  app.post(
    '/api/family/guardian',
    { schema: { body: familyInviteSchema, response: { 201: familyGuardianSchema } } },
    async (request, reply) =>
      reply.status(201).send(await family.invite(currentUser(request), request.body)),
  );

  app.patch(
    '/api/family/guardian',
    { schema: { body: familyScopesUpdateSchema, response: { 200: familyGuardianSchema } } },
    async (request) => family.update(currentUser(request).id, request.body),
  );

  app.delete('/api/family/guardian', async (request, reply) => {
    await family.end(currentUser(request).id);
    return reply.status(204).send();
  });
};
