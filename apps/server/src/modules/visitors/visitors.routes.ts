import { pageQuerySchema } from '@vusal/shared/schemas/likes';
import { visitorsPageSchema } from '@vusal/shared/schemas/visitors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireApproved } from '../auth';
import type { VisitorsService } from './visitors.service';

/**
 * `GET /api/visitors`: reading marks nothing; the page marks the list seen through
 * `POST /api/badges/viewed` with `visitors`, as the likes screen does (decision 045).
 */
export const visitorsRoutes: FastifyPluginAsyncZod<{ visitors: VisitorsService }> = async (
  app,
  { visitors },
) => {
  app.addHook('preHandler', requireApproved);

  app.get(
    '/api/visitors',
    { schema: { querystring: pageQuerySchema, response: { 200: visitorsPageSchema } } },
    async (request) =>
      visitors.list(currentUser(request).id, request.query.cursor, request.query.limit),
  );
};
