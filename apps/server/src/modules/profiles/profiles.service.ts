import { profileCompletion } from '@vusal/shared/schemas/completion';
import type { OwnProfile, ProfileView } from '@vusal/shared/schemas/profile';
import type { profileCreateSchema, profileUpdateSchema } from '@vusal/shared/schemas/profile-input';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { AppError, notFound } from '../../errors/app-error';
import type { StoredObject } from '../../infra/storage/storage.types';
import type { CompatibilityMatches } from '../compatibility';
import type { MediaService } from '../media';
import { profilePhotoPolicy } from '../media';
import {
  assertMaySeePendingChange,
  profileAccess,
  toFullProfile,
  toMatchProfile,
  toOwnerView,
  toPreview,
  type Viewer,
} from '../members';
import type { ProfileChanges, ProfileRow, ProfilesRepository } from './profiles.repository';

type Dependencies = {
  profiles: ProfilesRepository;
  media: MediaService;
  compatibility: CompatibilityMatches;
  clock: Clock;
  autoApproveProfiles: boolean;
  log: { warn(o: object, m: string): void };
};

export function createProfilesService(deps: Dependencies) {
  const { profiles, clock } = deps;

  async function own(row: ProfileRow, userId: string, email?: string): Promise<OwnProfile> {
    const full = toOwnerView(row, clock.now());
    return {
      ...full,
      email: email ?? (await profiles.emailOf(userId)) ?? '',
      isApproved: row.isApproved,
      isActive: row.isActive,
      completion: profileCompletion(full),
    };
  }

  async function removePhotoFiles(key: string | null) {
    if (!key) return;
    // A file left behind is only wasted space; the row no longer points at it.
    await deps.media
      .removeImage(key)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'old photo could not be deleted'));
  }

  function submitted(): ProfileChanges {
    return { changeSubmittedAt: clock.now(), changeRejectedReason: null };
  }

  return {
    async getOwn(userId: string): Promise<OwnProfile> {
      const row = await profiles.findOwn(userId);
      if (!row) throw notFound();
      return own(row.profile, userId, row.email);
    },

    /** The simple form without a profile (D1: starts pending unless AUTO_APPROVE_PROFILES). */
    async create(userId: string, input: z.output<typeof profileCreateSchema>): Promise<OwnProfile> {
      if (await profiles.findByUser(userId)) throw new AppError('CONFLICT');
      const approve = deps.autoApproveProfiles;
      const row = await profiles.insert({
        ...input,
        userId,
        isDemo: false,
        professionalField: input.professionalField ?? input.profession,
        isApproved: approve,
        approvedAt: approve ? clock.now() : null,
      });
      return own(row, userId);
    },

    /**
     * Either editor; only the schema's fields reach here, and they publish at once (decision
     * 029: the name is locked, SECURITY 11, and the photo has its own route).
     */
    async update(
      userId: string,
      changes: z.output<typeof profileUpdateSchema>,
    ): Promise<OwnProfile> {
      const current = await profiles.findByUser(userId);
      if (!current || current.deletedAt) throw notFound();
      const min =
        changes.partnerAgeMin !== undefined ? changes.partnerAgeMin : current.partnerAgeMin;
      const max =
        changes.partnerAgeMax !== undefined ? changes.partnerAgeMax : current.partnerAgeMax;
      if (min !== null && max !== null && min > max) {
        throw new AppError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', [
          { path: 'partnerAgeMax', message: 'validation.partnerAgeOrder' },
        ]);
      }
      const row = await profiles.update(userId, changes);
      return own(row!, userId);
    },

    async replacePhoto(
      userId: string,
      file: AsyncIterable<Uint8Array>,
      fileName?: string,
    ): Promise<OwnProfile> {
      const current = await profiles.findByUser(userId);
      if (!current) throw notFound();
      const stored = await deps.media.store(file, profilePhotoPolicy, fileName);
      // Decision 029: after approval the new photo waits beside the approved one.
      const held = current.isApproved;
      const row = await profiles.update(
        userId,
        held ? { pendingPhoto: stored.key, ...submitted() } : { profilePhoto: stored.key },
      );
      await removePhotoFiles(held ? current.pendingPhoto : current.profilePhoto);
      return own(row!, userId);
    },

    async removePhoto(userId: string): Promise<OwnProfile> {
      const current = await profiles.findByUser(userId);
      if (!current) throw notFound();
      // Showing less needs no review: both the approved and any waiting photo go.
      const row = await profiles.update(userId, {
        profilePhoto: null,
        pendingPhoto: null,
        changeSubmittedAt: null,
      });
      await removePhotoFiles(current.profilePhoto);
      await removePhotoFiles(current.pendingPhoto);
      return own(row!, userId);
    },

    /** SECURITY 10, 12, S9: the whole profile to its owner, admins and matches; else the preview. */
    async view(viewer: Viewer, id: string): Promise<ProfileView> {
      const look = await profiles.viewOf(viewer.id, id);
      const row = look?.profile;
      // The look answered the block already: no second round trip (issue 25, item 3).
      const access = await profileAccess(viewer, row, {
        isBlockedEitherWay: async () => !!look?.isBlocked,
      });
      const today = clock.now();
      if (access !== 'member') {
        return { isFull: true, profile: toFullProfile(row!, today), compatibility: null };
      }

      // Demo profiles have no owner to choose: they show their city.
      const otherId = row!.userId;
      const visibility = (otherId && look!.locationVisibility) || 'city';
      const compatibility = otherId
        ? ((await deps.compatibility.between(viewer.id, [otherId])).get(otherId) ?? null)
        : null;
      if (!otherId || !look!.isMatch) {
        return {
          isFull: false,
          profile: toPreview(row!, today, visibility, 'other'),
          compatibility,
        };
      }
      return { isFull: true, profile: toMatchProfile(row!, today, visibility), compatibility };
    },

    /** Decision 029: a photo waiting for review, to its owner, moderators and admins only. */
    async pendingPhoto(
      viewer: Viewer,
      profileId: string,
      size: 'small' | 'large',
    ): Promise<StoredObject> {
      const row = await profiles.findById(profileId);
      assertMaySeePendingChange(viewer, row);
      const object = row?.pendingPhoto ? await deps.media.readImage(row.pendingPhoto, size) : null;
      if (!object) throw notFound();
      return object;
    },

    /** The photo of a profile, to exactly those who may see the profile. */
    async photo(viewer: Viewer, profileId: string, size: 'small' | 'large'): Promise<StoredObject> {
      const row = await profiles.findById(profileId);
      await profileAccess(viewer, row, profiles);
      const object = row?.profilePhoto ? await deps.media.readImage(row.profilePhoto, size) : null;
      if (!object) throw notFound();
      return object;
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
