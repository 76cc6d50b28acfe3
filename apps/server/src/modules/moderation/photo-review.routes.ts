import {
  adminReviewParamsSchema,
  adminReviewsSchema,
  reviewRejectionSchema,
} from '@vusal/shared/schemas/admin-decisions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireModerator } from '../auth';
import type { PhotoReview } from './photo-review.service';

/** Decision 029 (docs/api/admin.md, "Review"): moderators and admins only. */
export const photoReviewRoutes: FastifyPluginAsyncZod<{ review: PhotoReview }> = async (
  app,
  { review },
) => {
  // On request, before the body is parsed: others learn nothing of its shape.
  app.addHook('onRequest', requireModerator);

  app.get('/api/admin/reviews', { schema: { response: { 200: adminReviewsSchema } } }, () =>
    review.queue(),
  );

  app.post(
    '/api/admin/reviews/:photoId/accept',
    { schema: { params: adminReviewParamsSchema } },
    async (request, reply) => {
      await review.accept(actorOf(request), request.params.photoId);
      request.log.info({ photoId: request.params.photoId }, 'photo accepted');
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/reviews/:photoId/reject',
    {
      schema: { params: adminReviewParamsSchema, body: reviewRejectionSchema },
    },
    async (request, reply) => {
      await review.reject(actorOf(request), request.params.photoId, request.body.reason);
      request.log.info({ photoId: request.params.photoId }, 'photo rejected');
      return reply.status(204).send();
    },
  );
};
