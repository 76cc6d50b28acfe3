import { adminReportParamsSchema } from '@vusal/shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/app-error';
import { storedObjectHeaders } from '../media';
import type { ModerationRepository } from './moderation.repository';
import type { Evidence } from './report-evidence';

/**
 * `GET /api/admin/reports/:id/evidence/:evidenceId` (docs/api/admin.md): a photo as it was
 * when the report was sent (SECURITY 38), to moderators and admins. Anyone else, signed in or
 * not, gets the 404 of a file that does not exist, before their request is even read.
 */
export const evidenceRoutes: FastifyPluginAsyncZod<{
  evidence: Evidence;
  repository: ModerationRepository;
}> = async (app, { evidence, repository }) => {
  app.addHook('onRequest', async (request) => {
    const role = request.user?.role;
    if (role === 'moderator' || role === 'admin') return;
    request.log.warn({ userId: request.user?.id, url: request.url }, 'permission denied: evidence');
    throw notFound();
  });

  app.get(
    '/api/admin/reports/:id/evidence/:evidenceId',
    {
      schema: {
        params: adminReportParamsSchema.extend({ evidenceId: z.uuid() }),
        querystring: z.object({ size: z.enum(['small', 'large']).default('large') }),
      },
    },
    async (request, reply) => {
      const { id: reportId, evidenceId } = request.params;
      const object = await evidence.read(repository, { reportId, evidenceId }, request.query.size);
      // Evidence is never kept by a browser or a shared cache.
      const headers = { ...storedObjectHeaders(object), 'Cache-Control': 'private, no-store' };
      return reply.headers(headers).send(object.body);
    },
  );
};
