import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  guardianProfileSchema,
  memberParamsSchema,
  ownProposalAnswerSchema,
  ownProposalSchema,
  proposalParamsSchema,
} from '@vusal/shared/schemas/profile-proposals';
import { currentUser, requireGuardian } from '../auth';
import { profileUpdateBody } from '../profiles';
import type { ProfileProposalsService } from './profile-proposals.service';

/**
 * Decision 053 (docs/api/profile-proposals.md): a relative's side. Each request asks the family
 * module's access whether the guardianship is active with `editsProfile` on.
 */
export const guardianProposalsRoutes: FastifyPluginAsyncZod<{
  proposals: ProfileProposalsService;
}> = async (app, { proposals }) => {
  app.get(
    '/api/guardian/members/:memberId/profile',
    {
      preHandler: requireGuardian,
      schema: { params: memberParamsSchema, response: { 200: guardianProfileSchema } },
    },
    async (request) => proposals.read(currentUser(request).id, request.params.memberId),
  );

  app.get(
    '/api/guardian/members/:memberId/profile-proposals',
    {
      preHandler: requireGuardian,
      schema: {
        params: memberParamsSchema,
        response: { 200: z.object({ items: z.array(ownProposalSchema) }) },
      },
    },
    async (request) => ({
      items: await proposals.listOwn(currentUser(request).id, request.params.memberId),
    }),
  );

  // The body is the member's own edit's body, checked by the same schema: the same fields, the
  // same messages at the same paths, contact details refused alike. The schema fills the lists
  // the body left out with their default (empty); only the fields the relative sent are theirs,
  // so their names are read before validation.
  const sentFields = new WeakMap<object, string[]>();
  app.post(
    '/api/guardian/members/:memberId/profile-proposals',
    {
      preValidation: async (request) => {
        const body: unknown = request.body;
        if (body && typeof body === 'object') sentFields.set(request, Object.keys(body));
      },
      preHandler: requireGuardian,
      schema: {
        params: memberParamsSchema,
        body: profileUpdateBody,
        response: { 201: ownProposalAnswerSchema },
      },
    },
    async (request, reply) => {
      const proposal = await proposals.propose(
        currentUser(request).id,
        request.params.memberId,
        request.body,
        sentFields.get(request) ?? [],
      );
      return reply.status(201).send({ proposal });
    },
  );

  app.post(
    '/api/guardian/members/:memberId/profile-proposals/:proposalId/withdraw',
    {
      preHandler: requireGuardian,
      schema: {
        params: memberParamsSchema.extend(proposalParamsSchema.shape),
        response: { 200: ownProposalAnswerSchema },
      },
    },
    async (request) => ({
      proposal: await proposals.withdraw(
        currentUser(request).id,
        request.params.memberId,
        request.params.proposalId,
      ),
    }),
  );
};
