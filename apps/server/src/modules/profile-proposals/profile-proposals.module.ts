import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { GuardianAccess } from '../family';
import type { MediaService } from '../media';
import type { ProfilePhotosService, ProfilesService } from '../profiles';
import { guardianPhotoRoutes } from './guardian-photo.routes';
import { guardianProposalsRoutes } from './guardian-proposals.routes';
import { memberProposalsRoutes } from './member-proposals.routes';
import { createProfileProposalsRepository } from './profile-proposals.repository';
import {
  createProfileProposalsService,
  type ProfileProposalsService,
} from './profile-proposals.service';

export type ProfileProposalsModuleDeps = {
  db: Database;
  access: GuardianAccess;
  profiles: ProfilesService;
  photos: ProfilePhotosService;
  media: MediaService;
  log: { warn(o: object, m: string): void };
  limitProposals: (guardianId: string) => Promise<void>;
};

/**
 * Issue 39, item 3 (decision 053): a relative's proposed profile edits, waiting for the member.
 * Needs the auth module first (`request.user`) and the profiles module's service.
 */
export async function registerProfileProposalsModule(
  app: FastifyInstance,
  deps: ProfileProposalsModuleDeps,
): Promise<{ proposals: ProfileProposalsService }> {
  const proposals = createProfileProposalsService({
    ...deps,
    proposals: createProfileProposalsRepository(deps.db),
  });
  await app.register(guardianProposalsRoutes, { proposals });
  await app.register(memberProposalsRoutes, { proposals });
  await app.register(guardianPhotoRoutes, { proposals });
  return { proposals };
}
