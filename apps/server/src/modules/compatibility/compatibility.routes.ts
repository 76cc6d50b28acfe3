import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  compatibilityAnswerInputSchema,
  compatibilityAnswerSchema,
  compatibilityAnswersSchema,
  questionIdParamSchema,
} from '@vusal/shared/schemas/compatibility';
import { currentUser, requireMember, requireUser } from '../auth';
import type { CompatibilityService } from './compatibility.service';

/** Pending members answer too: the questions are part of filling in a profile. */
export const compatibilityRoutes: FastifyPluginAsyncZod<{
  compatibility: CompatibilityService;
}> = async (app, { compatibility }) => {
  app.get(
    '/api/compatibility/answers',
    { preHandler: requireUser, schema: { response: { 200: compatibilityAnswersSchema } } },
    async (request) => compatibility.answers(currentUser(request).id),
  );

  app.put(
    '/api/compatibility/answers/:questionId',
    {
      // Issue 39: a guardian account has no answers of its own.
      preHandler: [requireUser, requireMember],
      schema: {
        params: questionIdParamSchema,
        body: compatibilityAnswerInputSchema,
        response: { 200: compatibilityAnswerSchema },
      },
    },
    async (request) =>
      compatibility.save(currentUser(request).id, request.params.questionId, request.body),
  );

  app.delete(
    '/api/compatibility/answers/:questionId',
    { preHandler: requireUser, schema: { params: questionIdParamSchema } },
    async (request, reply) => {
      await compatibility.remove(currentUser(request).id, request.params.questionId);
      return reply.code(204).send();
    },
  );
};
