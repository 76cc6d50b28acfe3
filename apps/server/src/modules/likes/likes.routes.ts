import {
  consentRequestSchema,
  likeRequestSchema,
  likeResultSchema,
  matchesPageSchema,
  matchParamsSchema,
  matchSchema,
  pageQuerySchema,
  photoRevealSchema,
  receivedLikesPageSchema,
  relationSchema,
  userParamsSchema,
} from '@vusal/shared/schemas/likes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireApproved } from '../auth';
import type { MemberLimit } from '../../infra/limits/member-limit';
import type { LikesService } from './likes.service';

export const likesRoutes: FastifyPluginAsyncZod<{
  likes: LikesService;
  limitActions: MemberLimit;
}> = async (app, { likes, limitActions }) => {
  app.addHook('preHandler', requireApproved);

  app.post(
    '/api/likes',
    {
      // Decision 058: the like's statement checks the session again, so it may be one this node
      // read a moment ago.
      config: { sessionInStatement: true },
      // Likes and passes share one budget per member (SECURITY 31).
      preHandler: limitActions,
      schema: { body: likeRequestSchema, response: { 201: likeResultSchema } },
    },
    async (request, reply) => {
      const { userId, kind } = request.body;
      return reply.status(201).send(await likes.like(currentUser(request), userId, kind));
    },
  );

  app.get(
    '/api/likes/received',
    {
      // Decision 065: the page's statement checks the session again, as the like's does.
      config: { sessionInStatement: true },
      schema: { querystring: pageQuerySchema, response: { 200: receivedLikesPageSchema } },
    },
    async (request) =>
      likes.received(currentUser(request), request.query.cursor, request.query.limit),
  );

  app.get(
    '/api/relations/:userId',
    {
      // Decision 065: the relation's statement checks the session again, as the like's does.
      config: { sessionInStatement: true },
      schema: { params: userParamsSchema, response: { 200: relationSchema } },
    },
    async (request) => likes.relation(currentUser(request), request.params.userId),
  );

  app.get(
    '/api/matches',
    { schema: { querystring: pageQuerySchema, response: { 200: matchesPageSchema } } },
    async (request) =>
      likes.matches(currentUser(request).id, request.query.cursor, request.query.limit),
  );

  app.post(
    '/api/matches/:matchId/consent',
    {
      // Decision 063: the answer's statement checks the session again, as the like's does.
      config: { sessionInStatement: true },
      schema: {
        params: matchParamsSchema,
        body: consentRequestSchema,
        response: { 200: matchSchema },
      },
    },
    async (request) =>
      likes.answer(currentUser(request), request.params.matchId, request.body.answer),
  );

  // Issue 38, item 2: my photos as they are to this match, or blurred again.
  const reveal = { params: matchParamsSchema, response: { 200: photoRevealSchema } };
  app.get('/api/matches/:matchId/photo-reveal', { schema: reveal }, async (request) =>
    likes.photoReveal(currentUser(request).id, request.params.matchId),
  );
  app.put('/api/matches/:matchId/photo-reveal', { schema: reveal }, async (request) =>
    likes.setPhotoReveal(currentUser(request).id, request.params.matchId, true),
  );
  app.delete('/api/matches/:matchId/photo-reveal', { schema: reveal }, async (request) =>
    likes.setPhotoReveal(currentUser(request).id, request.params.matchId, false),
  );

  app.delete(
    '/api/matches/:matchId',
    { schema: { params: matchParamsSchema } },
    async (request, reply) => {
      await likes.unmatch(currentUser(request).id, request.params.matchId);
      return reply.status(204).send();
    },
  );
};
