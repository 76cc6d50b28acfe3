import {
  chatListQuerySchema,
  chatListSchema,
  chatReportSchema,
  chatStateSchema,
  chatStateUpdateSchema,
  matchParamsSchema,
  messageSchema,
  messagesPageSchema,
  messagesQuerySchema,
  sendMessageBodySchema,
} from '@vusal/shared/schemas/chat';
import { reportResultSchema } from '@vusal/shared/schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireApproved } from '../auth';
import type { MemberLimit } from '../../infra/limits/member-limit';
import type { ChatService } from './chat.service';

/** The chat's HTTP side (docs/api/chat.md); sending is on the socket, with HTTP as its fallback. */
export const chatRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  limitReports: MemberLimit;
  limitSends: MemberLimit;
}> = async (app, { chat, limitReports, limitSends }) => {
  app.addHook('preHandler', requireApproved);

  app.get(
    '/api/chats',
    {
      // Decision 070: the list's statement checks the session again, as the like's does.
      config: { sessionInStatement: true },
      schema: { querystring: chatListQuerySchema, response: { 200: chatListSchema } },
    },
    async (request) => chat.list(currentUser(request), request.query),
  );

  app.get(
    '/api/chats/:matchId/messages',
    {
      // Decision 065: the page's statement checks the session again, as the like's does.
      config: { sessionInStatement: true },
      schema: {
        params: matchParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema },
      },
    },
    async (request) => chat.messages(currentUser(request), request.params.matchId, request.query),
  );

  // A socket send whose acknowledgement never came is posted here with the same client id: the
  // same rules, the same budget as `message:send`, and the row stored once (SECURITY 27), so
  // both answers carry the same message.
  app.post(
    '/api/chats/:matchId/messages',
    {
      preHandler: limitSends,
      schema: {
        params: matchParamsSchema,
        body: sendMessageBodySchema,
        response: { 200: z.object({ message: messageSchema }) },
      },
    },
    async (request) => ({
      message: await chat.send(currentUser(request).id, {
        ...request.body,
        matchId: request.params.matchId,
      }),
    }),
  );

  app.patch(
    '/api/chats/:matchId',
    {
      schema: {
        params: matchParamsSchema,
        body: chatStateUpdateSchema,
        response: { 200: chatStateSchema },
      },
    },
    async (request) =>
      chat.updateState(currentUser(request).id, request.params.matchId, request.body),
  );

  app.post(
    '/api/chats/:matchId/read',
    {
      schema: {
        params: matchParamsSchema,
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    async (request) => ({
      count: await chat.read(currentUser(request).id, request.params.matchId),
    }),
  );

  app.post(
    '/api/chats/:matchId/report',
    {
      preHandler: limitReports,
      schema: {
        params: matchParamsSchema,
        body: chatReportSchema,
        response: { 201: reportResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await chat.report(currentUser(request).id, request.params.matchId, request.body)),
  );
};
