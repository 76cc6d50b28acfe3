import type { AdminReview, AdminReviews } from '@vusal/shared/schemas/admin-decisions';
import type { Clock } from '../../clock';
import type { Actor } from '../auth';
import { AppError, notFound } from '../../errors/app-error';
import type { MediaService } from '../media';
import { pendingPhotoUrl, photoUrl } from '../members';
import type { ProfilePhotosRepository } from './profile-photos.repository';

const QUEUE_LIMIT = 200;
const MINUTE_MS = 60_000;

type Dependencies = {
  photos: ProfilePhotosRepository;
  media: MediaService;
  clock: Clock;
  log: { warn(o: object, m: string): void };
};

/**
 * Decisions 029, 037: moderators accept or reject each photo added after approval. Accepting
 * publishes it in its place in the member's order (the main photo when it is first);
 * rejecting deletes it and leaves the reason for the member. Each decision is one transaction
 * on the member's locked profile row, with its audit row.
 */
export function createPhotoReview({ photos, media, clock, log }: Dependencies) {
  async function decide(
    reviewer: Actor,
    photoId: string,
    decision: { accept: true } | { accept: false; reason: string },
  ): Promise<void> {
    const photo = await photos.find(photoId);
    if (!photo) throw notFound();
    const set = await photos.change(
      { profileId: photo.profileId },
      async (tx, { profile, photos: current }) => {
        const waiting = current.find((one) => one.id === photoId && one.state === 'pending');
        if (!waiting || !profile.userId) throw notFound();
        if (profile.userId === reviewer.id) throw new AppError('ADMIN_SELF_LOCKOUT');
        if (decision.accept) {
          await photos.approve(tx, waiting.id);
          if (profile.changeRejectedReason) await photos.setRejection(tx, profile.id, null);
        } else {
          await photos.remove(tx, [waiting.id]);
          await photos.setRejection(tx, profile.id, decision.reason);
        }
        await photos.audit(tx, {
          actorId: reviewer.id,
          targetUserId: profile.userId,
          action: decision.accept ? 'accept_change' : 'reject_change',
          details: decision.accept
            ? { photo: true, photoId }
            : { photo: true, photoId, reason: decision.reason },
          ip: reviewer.ip,
        });
        const order = decision.accept
          ? current.map((one) => (one === waiting ? { ...one, state: 'approved' as const } : one))
          : current.filter((one) => one !== waiting);
        return { order, result: decision.accept ? null : waiting.photoKey };
      },
    );
    if (!set) throw notFound();
    if (set.result) await media.discardImages([set.result], log);
  }

  return {
    /** The waiting photos, oldest first, with how long each has waited. */
    async queue(): Promise<AdminReviews> {
      const rows = await photos.waiting(QUEUE_LIMIT);
      const now = clock.now().getTime();
      return {
        items: rows.map((row): AdminReview => ({
          photoId: row.photo.id,
          userId: row.userId!,
          profileId: row.photo.profileId,
          fullName: row.fullName,
          photoUrl: photoUrl({ id: row.photo.profileId, profilePhoto: row.profilePhoto }),
          pendingPhotoUrl: pendingPhotoUrl(row.photo.profileId, row.photo),
          submittedAt: row.photo.createdAt.toISOString(),
          waitedMinutes: Math.max(0, Math.floor((now - row.photo.createdAt.getTime()) / MINUTE_MS)),
        })),
      };
    },

    accept: (reviewer: Actor, photoId: string) => decide(reviewer, photoId, { accept: true }),

    reject: (reviewer: Actor, photoId: string, reason: string) =>
      decide(reviewer, photoId, { accept: false, reason }),
  };
}

export type PhotoReview = ReturnType<typeof createPhotoReview>;
