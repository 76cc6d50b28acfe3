import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Notifier } from '../realtime';
import { badgesStatements } from './badges-statement';
import { createBadgesRepository } from './badges.repository';
import { badgesRoutes } from './badges.routes';
import { createBadgesService, type BadgesService } from './badges.service';

export type BadgesModuleOptions = { db: Database; clock: Clock; notifier: Notifier };

export function createBadges(options: Omit<BadgesModuleOptions, 'notifier'>): BadgesService {
  return createBadgesService({
    badges: createBadgesRepository(options.db),
    statements: badgesStatements(options.db),
    clock: options.clock,
  });
}

/** The dashboard badges (issue 9, item 8). */
export async function registerBadgesModule(
  app: FastifyInstance,
  options: BadgesModuleOptions & { badges: BadgesService },
): Promise<void> {
  await app.register(badgesRoutes, { badges: options.badges, notifier: options.notifier });
}
