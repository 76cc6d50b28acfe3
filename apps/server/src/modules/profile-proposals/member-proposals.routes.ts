import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedProposalSchema,
  fieldAuthorsSchema,
  pendingProposalsSchema,
  proposalParamsSchema,
} from '@vusal/shared/schemas/profile-proposals';
import { z } from 'zod';
import { currentUser, requireApproved } from '../auth';
import { storedObjectHeaders } from '../media';
import type { ProfileProposalsService } from './profile-proposals.service';

/** Decision 053 (docs/api/profile-proposals.md): the member reviews what a relative proposed. */
export const memberProposalsRoutes: FastifyPluginAsyncZod<{
  proposals: ProfileProposalsService;
}> = async (app, { proposals }) => {
  app.get(
    '/api/profile-proposals',
    { preHandler: requireApproved, schema: { response: { 200: pendingProposalsSchema } } },
    async (request) => ({ items: await proposals.pending(currentUser(request).id) }),
  );

  app.get(
    '/api/profile-proposals/authors',
    { preHandler: requireApproved, schema: { response: { 200: fieldAuthorsSchema } } },
    async (request) => proposals.authors(currentUser(request).id),
  );

  app.post(
    '/api/profile-proposals/:proposalId/accept',
    {
      preHandler: requireApproved,
      schema: { params: proposalParamsSchema, response: { 200: acceptedProposalSchema } },
    },
    async (request) => proposals.accept(currentUser(request).id, request.params.proposalId),
  );

  app.post(
    '/api/profile-proposals/:proposalId/decline',
    {
      preHandler: requireApproved,
      schema: { params: proposalParamsSchema },
    },
    async (request, reply) => {
      await proposals.decline(currentUser(request).id, request.params.proposalId);
      return reply.status(204).send();
    },
  );

  // The proposed photo, to its member while the proposal waits; never kept by a cache.
  app.get(
    '/api/profile-proposals/:proposalId/photo',
    {
      preHandler: requireApproved,
      schema: {
        params: proposalParamsSchema,
        querystring: z.object({ size: z.enum(['small', 'large']).default('large') }),
      },
    },
    async (request, reply) => {
      const object = await proposals.photoOf(
        currentUser(request).id,
        request.params.proposalId,
        request.query.size,
      );
      return reply
        .headers(storedObjectHeaders(object))
        .header('Cache-Control', 'private, no-store')
        .send(object.body);
    },
  );
};
