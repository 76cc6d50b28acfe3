import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Job } from '../../infra/jobs';
import type { Mailer } from '../../infra/mail/mail.types';
import type { Metrics } from '../../infra/metrics/metrics';
import type { VapidKeys } from '../../vapid-keys';
import type { Notifier } from '../realtime';
import { digestJob } from './digest';
import { createNoticesRepository } from './notices.repository';
import { createNoticeService, type NoticeService } from './notices.service';
import { createPushRepository } from './push.repository';
import { isKnownPushService, pushRoutes } from './push.routes';
import { createPushSender, type PushPace } from './push-sender';

export type NoticesModuleOptions = {
  db: Database;
  notifier: Notifier;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  vapid: VapidKeys;
  pushPace: PushPace;
  metrics: Metrics;
  /** Tests point devices at a push service of their own. */
  allowPushEndpoint?: (endpoint: URL) => boolean;
  pushRetryDelaysMs?: readonly number[];
};

/**
 * Notices of news to members who are away (issue 10, item 7; issue 26): web push to their
 * devices, e-mail without one, the daily digest; `/api/push/*` for the devices.
 */
export async function registerNoticesModule(
  app: FastifyInstance,
  options: NoticesModuleOptions,
): Promise<{ notices: NoticeService; jobs: Job[] }> {
  const push = createPushRepository(options.db);
  const sender = createPushSender({
    vapid: options.vapid,
    log: app.log,
    metrics: options.metrics,
    pace: options.pushPace,
    onGone: (endpoint) => push.forget(endpoint),
    ...(options.pushRetryDelaysMs ? { retryDelaysMs: options.pushRetryDelaysMs } : {}),
  });
  await app.register(pushRoutes, {
    push,
    publicKey: options.vapid.publicKey,
    allowEndpoint: options.allowPushEndpoint ?? isKnownPushService,
  });
  const notices = createNoticeService({
    repository: createNoticesRepository(options.db),
    push,
    sender,
    notifier: options.notifier,
    mailer: options.mailer,
    clock: options.clock,
    log: app.log,
    publicUrl: options.publicUrl,
  });
  // The notices still gathering go to the worker before it stops.
  app.addHook('onClose', async () => {
    await notices.close();
    await sender.close();
  });
  const jobs = [
    digestJob({
      clock: options.clock,
      mailer: options.mailer,
      sender,
      publicUrl: options.publicUrl,
      log: app.log,
    }),
  ];
  return { notices, jobs };
}
