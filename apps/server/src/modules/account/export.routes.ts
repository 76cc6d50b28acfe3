import { finished } from 'node:stream/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DATA_EXPORT_FILE_NAME,
  dataExportDownloadQuerySchema,
  dataExportStateSchema,
} from '@vusal/shared/schemas/data-export';
import contentDisposition from 'content-disposition';
import { notFound } from '../../errors/app-error';
import { currentUser, requireUser } from '../auth';
import type { ExportService } from './export.service';

export const exportRoutes: FastifyPluginAsyncZod<{ exports: ExportService }> = async (
  app,
  { exports },
) => {
  // Any signed-in account, whatever its approval state or role, asks for its own data.
  app.post('/api/account/export', { preHandler: requireUser }, async (request, reply) => {
    await exports.request(currentUser(request).id);
    return reply.status(202).send();
  });

  app.get(
    '/api/account/export',
    { preHandler: requireUser, schema: { response: { 200: dataExportStateSchema } } },
    (request) => exports.state(currentUser(request).id),
  );

  // SECURITY 45: no session, another member's, a used or an expired token all read the same.
  // The mail links to the web page (DATA_EXPORT_PAGE), which calls this on its button.
  app.get(
    '/api/account/export/download',
    { schema: { querystring: dataExportDownloadQuerySchema } },
    async (request, reply) => {
      const userId = request.user?.id;
      const download = userId ? await exports.open(userId, request.query.token) : null;
      if (!download) throw notFound();
      const { object, finish } = download;
      // The archive goes once the stream ends, delivered or broken off: the link is used up.
      void finished(object.body)
        .catch(() => {})
        .then(finish)
        .catch((error: unknown) => request.log.warn({ err: error }, 'data export not deleted'));
      request.log.info({ userId }, 'data export downloaded');
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(object.size))
        .header('content-disposition', contentDisposition(DATA_EXPORT_FILE_NAME))
        .header('cache-control', 'private, no-store')
        .send(object.body);
    },
  );
};
