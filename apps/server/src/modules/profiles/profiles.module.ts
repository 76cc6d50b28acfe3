import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { createCompatibility } from '../compatibility';
import type { MediaService } from '../media';
import type { VisitorsService } from '../visitors';
import { createPendingPhotos, type PendingPhotos } from './pending-photos';
import { createProfilePhotosRepository } from './profile-photos.repository';
import { profilePhotosRoutes } from './profile-photos.routes';
import { createProfilePhotosService, type ProfilePhotosService } from './profile-photos.service';
import { createProfilesRepository } from './profiles.repository';
import { profilesRoutes } from './profiles.routes';
import { createProfilesService, type ProfilesService } from './profiles.service';

export type ProfilesModuleDeps = {
  db: Database;
  media: MediaService;
  clock: Clock;
  autoApproveProfiles: boolean;
  visitors: Pick<VisitorsService, 'recordLater'>;
  log: { warn(o: object, m: string): void };
  /** Decision 050: which photos a guardian account may fetch (the family module answers). */
  guardianSees?: (guardianId: string, ownerId: string) => Promise<boolean>;
};

/**
 * Own profile, viewing others and their photos, a member's photo set. Answers the photos added
 * after approval, which the moderation module reviews. Needs the auth module first
 * (`request.user`).
 */
export async function registerProfilesModule(
  app: FastifyInstance,
  deps: ProfilesModuleDeps,
): Promise<{
  pendingPhotos: PendingPhotos;
  profiles: ProfilesService;
  photos: ProfilePhotosService;
}> {
  const photos = createProfilePhotosRepository(deps.db);
  const profiles = createProfilesService({
    ...deps,
    photos,
    profiles: createProfilesRepository(deps.db),
    compatibility: createCompatibility(deps.db),
  });
  await app.register(profilesRoutes, { profiles });
  const photoSet = createProfilePhotosService({ ...deps, photos });
  await app.register(profilePhotosRoutes, { photos: photoSet });
  return { pendingPhotos: createPendingPhotos(photos), profiles, photos: photoSet };
}
