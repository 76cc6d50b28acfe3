import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { MemberLimit } from '../../infra/limits/member-limit';
import type { MembersService } from '../members';
import type { Notifier } from '../realtime';
import { createModerationRepository } from './moderation.repository';
import { moderationRoutes } from './moderation.routes';
import { createModerationService, type ModerationService } from './moderation.service';

export type ModerationModuleOptions = {
  db: Database;
  clock: Clock;
  members: MembersService;
  notifier: Notifier;
  limitReports: MemberLimit;
};

/** Block and report from a profile (issue 9, item 7; S2, S3). */
export async function registerModerationModule(
  app: FastifyInstance,
  options: ModerationModuleOptions,
): Promise<ModerationService> {
  const moderation = createModerationService({
    moderation: createModerationRepository(options.db),
    members: options.members,
    notifier: options.notifier,
    clock: options.clock,
  });
  await app.register(moderationRoutes, { moderation, limitReports: options.limitReports });
  return moderation;
}
