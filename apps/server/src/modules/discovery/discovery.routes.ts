import {
  browseQuerySchema,
  candidatePageSchema,
  exploreQuerySchema,
  passRequestSchema,
} from '@vusal/shared/schemas/discovery';
import { userParamsSchema } from '@vusal/shared/schemas/likes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireApproved } from '../auth';
import type { MemberLimit } from '../../infra/limits/member-limit';
import type { DiscoveryService } from './discovery.service';

export const discoveryRoutes: FastifyPluginAsyncZod<{
  discovery: DiscoveryService;
  /** Shared with likes: one budget for both (SECURITY 31). */
  limitActions: MemberLimit;
}> = async (app, { discovery, limitActions }) => {
  app.get(
    '/api/discovery/browse',
    {
      // Decision 066: the page's first statement checks the session again, as the like's does.
      config: { sessionInStatement: true },
      preHandler: requireApproved,
      schema: { querystring: browseQuerySchema, response: { 200: candidatePageSchema } },
    },
    async (request) => discovery.browse(currentUser(request), request.query),
  );

  app.get(
    '/api/discovery/explore',
    {
      // Decision 066: the page's first statement checks the session again, as the like's does.
      config: { sessionInStatement: true },
      preHandler: requireApproved,
      schema: { querystring: exploreQuerySchema, response: { 200: candidatePageSchema } },
    },
    async (request) => discovery.explore(currentUser(request), request.query),
  );

  app.post(
    '/api/passes',
    {
      preHandler: [requireApproved, limitActions],
      schema: { body: passRequestSchema },
    },
    async (request, reply) => {
      await discovery.pass(currentUser(request).id, request.body.userId);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/passes/:userId',
    { preHandler: [requireApproved, limitActions], schema: { params: userParamsSchema } },
    async (request, reply) => {
      await discovery.undoPass(currentUser(request).id, request.params.userId);
      return reply.status(204).send();
    },
  );

  app.delete('/api/passes', { preHandler: requireApproved }, async (request, reply) => {
    await discovery.refresh(currentUser(request).id);
    return reply.status(204).send();
  });
};
