import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  memberParamsSchema,
  ownProposalAnswerSchema,
} from '@vusal/shared/schemas/profile-proposals';
import { AppError } from '../../errors/app-error';
import { currentUser, requireGuardian } from '../auth';
import type { ProfileProposalsService } from './profile-proposals.service';

/** Decision 053: a relative proposes a photo; refused before the body is read to a non-guardian. */
export const guardianPhotoRoutes: FastifyPluginAsyncZod<{
  proposals: ProfileProposalsService;
}> = async (app, { proposals }) => {
  app.addHook('onRequest', requireGuardian);

  app.post(
    '/api/guardian/members/:memberId/profile-proposals/photo',
    { schema: { params: memberParamsSchema, response: { 201: ownProposalAnswerSchema } } },
    async (request, reply) => {
      const file = await request.file();
      if (!file || file.fieldname !== 'photo') throw new AppError('BAD_REQUEST');
      const proposal = await proposals.proposePhoto(
        currentUser(request).id,
        request.params.memberId,
        file.file,
        file.filename,
      );
      return reply.status(201).send({ proposal });
    },
  );
};
