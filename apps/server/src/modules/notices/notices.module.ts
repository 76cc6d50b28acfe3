import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Mailer } from '../../infra/mail/mail.types';
import type { Notifier } from '../realtime';
import { createNoticesRepository } from './notices.repository';
import { createNoticeService, type NoticeService } from './notices.service';

export type NoticesModuleOptions = {
  db: Database;
  notifier: Notifier;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
};

/** E-mail notices of new matches and messages; no routes, used by likes and chat. */
export function registerNoticesModule(
  app: FastifyInstance,
  options: NoticesModuleOptions,
): NoticeService {
  return createNoticeService({
    repository: createNoticesRepository(options.db),
    notifier: options.notifier,
    mailer: options.mailer,
    clock: options.clock,
    log: app.log,
    publicUrl: options.publicUrl,
  });
}
