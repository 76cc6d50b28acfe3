import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors/app-error';
import { isLocalClient } from '../../loopback';
import type { Mailer } from '../../infra/mail/mail.types';

/**
 * `GET /api/dev/outbox`: the development outbox (every mail with its link, reset links
 * included), for people and tests on this machine. Registered only outside production and only
 * when mail is not going to a real SMTP server; anyone else gets the ordinary 404 (issue 7 A7).
 */
export const outboxRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.get('/api/dev/outbox', async (request) => {
    if (!isLocalClient(request)) {
      request.log.warn({ ip: request.socket.remoteAddress }, 'outbox refused to a remote client');
      throw new AppError('ROUTE_NOT_FOUND');
    }
    return mailer.outbox();
  });
};
