import {
  callsOptInBodySchema,
  callsOptInSchema,
  callsParamsSchema,
} from '@vusal/shared/schemas/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireApproved } from '../auth';
import type { CallsService } from './calls.service';

/** Issue 40: each member's switch for calls in one chat. The calls are on the socket. */
export const callsRoutes: FastifyPluginAsyncZod<{ calls: CallsService }> = async (
  app,
  { calls },
) => {
  app.addHook('preHandler', requireApproved);

  app.get(
    '/api/matches/:matchId/calls',
    { schema: { params: callsParamsSchema, response: { 200: callsOptInSchema } } },
    async (request) => calls.optInOf(currentUser(request).id, request.params.matchId),
  );

  app.put(
    '/api/matches/:matchId/calls',
    {
      schema: {
        params: callsParamsSchema,
        body: callsOptInBodySchema,
        response: { 200: callsOptInSchema },
      },
    },
    async (request) =>
      calls.setOptIn(currentUser(request).id, request.params.matchId, request.body.on),
  );
};
