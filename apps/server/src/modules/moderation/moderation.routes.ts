import {
  blockRequestSchema,
  blocksListSchema,
  reportRequestSchema,
  userParamsSchema,
} from '@vusal/shared/schemas/likes';
import { reportResultSchema } from '@vusal/shared/schemas/reports';
import { memberNoticesSchema, warningParamsSchema } from '@vusal/shared/schemas/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireApproved } from '../auth';
import type { MemberLimit } from '../../infra/limits/member-limit';
import type { ModerationService } from './moderation.service';

export const moderationRoutes: FastifyPluginAsyncZod<{
  moderation: ModerationService;
  limitReports: MemberLimit;
}> = async (app, { moderation, limitReports }) => {
  app.addHook('preHandler', requireApproved);

  app.post('/api/blocks', { schema: { body: blockRequestSchema } }, async (request, reply) => {
    await moderation.block(currentUser(request).id, request.body.userId);
    return reply.status(204).send();
  });

  app.delete(
    '/api/blocks/:userId',
    { schema: { params: userParamsSchema } },
    async (request, reply) => {
      await moderation.unblock(currentUser(request).id, request.params.userId);
      return reply.status(204).send();
    },
  );

  app.get('/api/blocks', { schema: { response: { 200: blocksListSchema } } }, async (request) => ({
    items: await moderation.blocked(currentUser(request).id),
  }));

  app.get(
    '/api/moderation/notices',
    {
      // Decision 070: the notices' statement checks the session again, as the like's does.
      config: { sessionInStatement: true },
      schema: { response: { 200: memberNoticesSchema } },
    },
    async (request) => moderation.notices(currentUser(request)),
  );

  app.post(
    '/api/moderation/warnings/:id/seen',
    { schema: { params: warningParamsSchema } },
    async (request, reply) => {
      await moderation.warningSeen(currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/reports',
    {
      preHandler: limitReports,
      schema: { body: reportRequestSchema, response: { 201: reportResultSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await moderation.report(currentUser(request).id, request.body)),
  );
};
