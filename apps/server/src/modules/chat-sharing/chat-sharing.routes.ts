import {
  chatSharingAnswerRequestSchema,
  chatSharingListSchema,
  chatSharingParamsSchema,
  chatSharingStateSchema,
  guardianChatParamsSchema,
  guardianChatsSchema,
  guardianMemberParamsSchema,
  guardianMessagesPageSchema,
  guardianMessagesQuerySchema,
} from '@vusal/shared/schemas/chat-sharing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireApproved, requireGuardian } from '../auth';
import type { ChatSharingService } from './chat-sharing.service';
import type { GuardianChatsService } from './guardian-chats.service';

/** The members' side: the question about the other member's guardian (docs/api/chat-sharing.md). */
export const chatSharingRoutes: FastifyPluginAsyncZod<{ sharing: ChatSharingService }> = async (
  app,
  { sharing },
) => {
  app.addHook('preHandler', requireApproved);

  app.get(
    '/api/chat-sharing',
    { schema: { response: { 200: chatSharingListSchema } } },
    async (request) => sharing.list(currentUser(request).id),
  );

  app.get(
    '/api/chat-sharing/:matchId',
    { schema: { params: chatSharingParamsSchema, response: { 200: chatSharingStateSchema } } },
    async (request) => sharing.state(currentUser(request).id, request.params.matchId),
  );

  app.post(
    '/api/chat-sharing/:matchId/answer',
    {
      schema: {
        params: chatSharingParamsSchema,
        body: chatSharingAnswerRequestSchema,
        response: { 200: chatSharingStateSchema },
      },
    },
    async (request) =>
      sharing.answer(currentUser(request).id, request.params.matchId, request.body.accept),
  );
};

/** The guardian's side: read-only copies of the chats whose other member agreed. */
export const guardianChatsRoutes: FastifyPluginAsyncZod<{
  guardianChats: GuardianChatsService;
}> = async (app, { guardianChats }) => {
  app.addHook('preHandler', requireGuardian);

  app.get(
    '/api/guardian/members/:memberId/chats',
    { schema: { params: guardianMemberParamsSchema, response: { 200: guardianChatsSchema } } },
    async (request) => guardianChats.chats(currentUser(request).id, request.params.memberId),
  );

  app.get(
    '/api/guardian/members/:memberId/chats/:matchId/messages',
    {
      schema: {
        params: guardianChatParamsSchema,
        querystring: guardianMessagesQuerySchema,
        response: { 200: guardianMessagesPageSchema },
      },
    },
    async (request) =>
      guardianChats.messages(
        currentUser(request).id,
        request.params.memberId,
        request.params.matchId,
        request.query.cursor,
        request.query.limit,
      ),
  );
};
