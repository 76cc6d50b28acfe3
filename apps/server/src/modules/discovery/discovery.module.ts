import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { MemberLimit } from '../../infra/limits/member-limit';
import type { MembersService } from '../members';
import { createCompatibility } from '../compatibility';
import { createBestMatchRepository } from './best-match.repository';
import { createCandidatesRepository } from './candidates.repository';
import { discoveryRoutes } from './discovery.routes';
import { createDiscoveryService } from './discovery.service';
import { viewerStatement } from './viewer-statement';

export type DiscoveryModuleOptions = {
  db: Database;
  clock: Clock;
  members: MembersService;
  limitActions: MemberLimit;
};

/** Browse, explore and passes (issue 9, item 1). Needs the auth module: it reads `request.user`. */
export async function registerDiscoveryModule(
  app: FastifyInstance,
  options: DiscoveryModuleOptions,
): Promise<void> {
  await app.register(discoveryRoutes, {
    discovery: createDiscoveryService({
      readViewer: viewerStatement(options.db),
      candidates: createCandidatesRepository(options.db),
      bestMatch: createBestMatchRepository(options.db),
      compatibility: createCompatibility(options.db),
      members: options.members,
      clock: options.clock,
    }),
    limitActions: options.limitActions,
  });
}
