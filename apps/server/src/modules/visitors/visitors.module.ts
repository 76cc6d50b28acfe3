import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Job } from '../../infra/jobs';
import type { Mailer } from '../../infra/mail/mail.types';
import type { Notifier } from '../realtime';
import { visitorsNoticeJob } from './visitors-notice';
import { createVisitorsRepository } from './visitors.repository';
import { visitorsRoutes } from './visitors.routes';
import { createVisitorsService, type VisitorsService } from './visitors.service';

export type VisitorsModuleOptions = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  notifier: Notifier;
  publicUrl: string;
};

/**
 * "Who viewed me" (issue 38, item 5; decision 045): the visits the profiles module records,
 * `GET /api/visitors`, the count the badges module shows and the weekly notice's job.
 */
export async function registerVisitorsModule(
  app: FastifyInstance,
  options: VisitorsModuleOptions,
): Promise<{ visitors: VisitorsService; jobs: Job[] }> {
  const visitors = createVisitorsService({
    visitors: createVisitorsRepository(options.db),
    clock: options.clock,
    notifier: options.notifier,
    log: app.log,
  });
  await app.register(visitorsRoutes, { visitors });
  return {
    visitors,
    jobs: [
      visitorsNoticeJob({
        clock: options.clock,
        mailer: options.mailer,
        publicUrl: options.publicUrl,
        log: app.log,
      }),
    ],
  };
}
