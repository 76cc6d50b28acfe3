import { profileCompletion } from '@vusal/shared/schemas/completion';
import type { OwnProfile, ProfileView } from '@vusal/shared/schemas/profile';
import type { profileCreateSchema, profileUpdateSchema } from '@vusal/shared/schemas/profile-input';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { AppError, notFound } from '../../errors/app-error';
import type { ProfilePhoto } from '../../db/schema';
import type { StoredObject } from '../../infra/storage/storage.types';
import { standingUser, type RequestUser } from '../auth';
import type { CompatibilityMatches } from '../compatibility';
import type { MediaService } from '../media';
import type { VisitorsService } from '../visitors';
import {
  photoAccess,
  photoVariant,
  profileAccess,
  readPhotoToken,
  toFullProfile,
  toMatchProfile,
  toOwnerView,
  toPreview,
  type PhotoVariant,
  type Viewer,
} from '../members';
import type { ProfilePhotosRepository } from './profile-photos.repository';
import type { ProfileRow, ProfilesRepository } from './profiles.repository';

type Dependencies = {
  profiles: ProfilesRepository;
  photos: ProfilePhotosRepository;
  media: MediaService;
  compatibility: CompatibilityMatches;
  visitors: Pick<VisitorsService, 'recordLater'>;
  clock: Clock;
  autoApproveProfiles: boolean;
  log: { warn(o: object, m: string): void };
  /**
   * Decision 050: the guardian follows a member (with `seesMatches`) who is matched now with
   * `ownerId`, a member others may see. Asked only for guardian accounts' photo requests.
   */
  guardianSees?: (guardianId: string, ownerId: string) => Promise<boolean>;
};

export function createProfilesService(deps: Dependencies) {
  const { profiles, clock } = deps;

  async function own(
    row: ProfileRow,
    userId: string,
    email?: string,
    photos?: ProfilePhoto[],
  ): Promise<OwnProfile> {
    const full = toOwnerView(row, clock.now(), photos ?? (await deps.photos.photosOf(row.id)));
    // The view is this answer's own copy of the row (`toFullProfile`): added to, not copied.
    return Object.assign(full, {
      email: email ?? (await profiles.emailOf(userId)) ?? '',
      isApproved: row.isApproved,
      isActive: row.isActive,
      completion: profileCompletion(full),
    });
  }

  /**
   * The rules `update` applies beyond the schema, against the profile as it is now, without
   * writing: a relative's proposed edit is refused when proposed as the member's own would be
   * (decision 053).
   */
  async function check(
    userId: string,
    changes: z.output<typeof profileUpdateSchema>,
  ): Promise<void> {
    const current = await profiles.findByUser(userId);
    if (!current || current.deletedAt) throw notFound();
    const min = changes.partnerAgeMin !== undefined ? changes.partnerAgeMin : current.partnerAgeMin;
    const max = changes.partnerAgeMax !== undefined ? changes.partnerAgeMax : current.partnerAgeMax;
    if (min !== null && max !== null && min > max) {
      throw new AppError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', [
        { path: 'partnerAgeMax', message: 'validation.partnerAgeOrder' },
      ]);
    }
  }

  return {
    /**
     * Issue 35: one's own profile for its owner's page, in one statement that also asks whether
     * `reader`'s session still counts (decision 062), so the route may be lent the session.
     */
    async readOwn(reader: RequestUser): Promise<OwnProfile> {
      const { standing, own: found } = await profiles.readOwn(reader, clock.now());
      if (!standingUser(reader, standing)) throw new AppError('UNAUTHENTICATED');
      if (!found) throw notFound();
      return own(found.profile, reader.id, found.email, found.photos);
    },

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
     * 029: the name is locked, SECURITY 11, and the photos have their own routes).
     */
    async update(
      userId: string,
      changes: z.output<typeof profileUpdateSchema>,
    ): Promise<OwnProfile> {
      await check(userId, changes);
      const row = await profiles.update(userId, changes);
      return own(row!, userId);
    },

    check,

    /**
     * SECURITY 10, 12, S9: the whole profile to its owner, admins and matches; else the preview.
     * One statement reads it all (issue 35), the session's standing with it (decision 062): the
     * viewer is who the session hook would read in that snapshot, so the route may be lent the
     * session and a role or status changed since answers as it is now.
     */
    async view(reader: RequestUser, id: string): Promise<ProfileView> {
      const today = clock.now();
      const read = await profiles.readView(reader, id, today);
      const viewer = standingUser(reader, read.standing);
      if (!viewer) throw new AppError('UNAUTHENTICATED');
      const { look } = read;
      const row = look && { ...look.profile, familyInvolved: look.familyInvolved };
      // The look answered the block already: no second round trip (issue 25, item 3).
      const access = await profileAccess(viewer, row, {
        isBlockedEitherWay: async () => !!look?.isBlocked,
        isHeldForReview: async () => !!look?.isHeld,
      });
      const variant = photoVariant(access, {
        visibility: look!.photoVisibility,
        isMatch: look!.isMatch,
        isRevealed: look!.isRevealed,
      });
      if (access !== 'member') {
        const viewer = access === 'owner' ? 'owner' : 'staff';
        return { isFull: true, profile: toFullProfile(row!, today, viewer), compatibility: null };
      }

      // Demo profiles have no owner to choose: they show their city.
      const otherId = row!.userId;
      const visibility = (otherId && look!.locationVisibility) || 'city';
      const compatibility = otherId
        ? await deps.compatibility.scored(viewer.id, read.scoring, today)
        : null;
      // Decision 045: a member's look at another's profile is a visit, written once the answer
      // is ready; staff's and the owner's are not (`access` says the latter, `recordLater` the
      // former).
      if (otherId) deps.visitors.recordLater({ viewer, visitedId: otherId });
      if (!otherId || !look!.isMatch) {
        return {
          isFull: false,
          // Decision 052: who writes the profile shows to everyone who may see it.
          profile: {
            ...toPreview(row!, today, visibility, 'other', variant),
            managedBy: row!.managedBy,
          },
          compatibility,
        };
      }
      return {
        isFull: true,
        profile: toMatchProfile(row!, today, visibility, variant, 'match'),
        compatibility,
      };
    },

    /**
     * Issue 38: the picture a photo URL names (photo-tokens.ts), to exactly those who may get
     * it. Whoever may see its profile (`photoAccess`, asked first as for a profile, so a pending
     * account learns nothing) gets an approved photo's blurred copy, and the photo itself only
     * when `photoVariant` says so. A photo waiting for review (decisions 029, 037) goes to its
     * owner and staff only. A refused picture answers exactly as one that does not exist.
     */
    async photo(
      viewer: Viewer & { accountKind?: 'member' | 'guardian' },
      token: string,
      size: 'small' | 'large',
    ): Promise<{ object: StoredObject; variant: PhotoVariant }> {
      const named = readPhotoToken(token);
      const look = named ? await profiles.photoLook(viewer.id, named.key) : undefined;
      if (viewer.accountKind === 'guardian') {
        // Decision 050: a guardian gets a followed member's match's approved photo exactly as
        // a member who is not a match would: the blurred copy where the owner keeps it discreet.
        const ownerId = look?.profile.userId;
        if (!named || !look || !ownerId || look.photo.state !== 'approved') throw notFound();
        if (!(await deps.guardianSees?.(viewer.id, ownerId))) throw notFound();
        const allowed = photoVariant('member', {
          visibility: look.photoVisibility,
          isMatch: false,
          isRevealed: false,
        });
        if (named.variant === 'original' && allowed !== 'original') throw notFound();
        const object =
          named.variant === 'original'
            ? await deps.media.readImage(named.key, size)
            : await deps.media.readBlurred(named.key);
        if (!object) throw notFound();
        return { object, variant: named.variant };
      }
      const access = await photoAccess(viewer, look?.profile, {
        isBlockedEitherWay: async () => !!look?.isBlocked,
        isHeldForReview: async () => !!look?.isHeld,
      });
      // `photoAccess` refused an unknown photo: both are known here.
      const { key, variant } = named!;
      const { photo, photoVisibility, isMatch, isRevealed } = look!;
      const isApproved = photo.state === 'approved';
      const allowed = isApproved
        ? photoVariant(access, { visibility: photoVisibility, isMatch, isRevealed })
        : null;
      if (!isApproved && (access === 'member' || variant !== 'original')) throw notFound();
      if (isApproved && variant === 'original' && allowed !== 'original') throw notFound();
      const object =
        variant === 'original'
          ? await deps.media.readImage(key, size)
          : await deps.media.readBlurred(key);
      if (!object) throw notFound();
      return { object, variant };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
