import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../infra/mail/mail.types';
import { outboxRoutes } from './outbox.routes';

/**
 * The development outbox (`GET /api/dev/outbox`): only outside production and only when mail
 * goes to the outbox rather than SMTP; then only to clients on this machine (issue 7 A7).
 */
export async function registerOutboxModule(
  app: FastifyInstance,
  deps: { mailer: Mailer; isProduction: boolean },
): Promise<void> {
  if (deps.isProduction || deps.mailer.kind !== 'outbox') return;
  await app.register(outboxRoutes, { mailer: deps.mailer });
}
