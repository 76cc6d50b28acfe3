import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from './mail.types';

/**
 * `GET /api/dev/outbox`: the development outbox, for people and tests. Registered only outside
 * production and only when mail is not going to a real SMTP server.
 */
export const outboxRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.get('/api/dev/outbox', async () => mailer.outbox());
};
