import type { AdminReview, AdminReviews } from '@vusal/shared/schemas/admin-decisions';
import { minutesSince, type Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import { insertAudit } from '../admin';
import type { Actor } from '../auth';
import type { MediaService } from '../media';
import { pendingPhotoUrl, photoUrl } from '../members';
import type { PendingPhotos, PhotoDecision } from '../profiles';

const QUEUE_LIMIT = 200;

type Dependencies = {
  pendingPhotos: PendingPhotos;
  media: MediaService;
  clock: Clock;
  log: { warn(o: object, m: string): void };
};

/**
 * Decisions 029, 037: moderators accept or reject each photo added after approval (the
 * profiles module publishes or deletes it in the member's set). Each decision is one
 * transaction on the member's locked profile row, with its audit row.
 */
export function createPhotoReview({ pendingPhotos, media, clock, log }: Dependencies) {
  async function decide(reviewer: Actor, photoId: string, decision: PhotoDecision) {
    const { discarded } = await pendingPhotos.decide(photoId, decision, async (tx, ownerId) => {
      if (ownerId === reviewer.id) throw new AppError('ADMIN_SELF_LOCKOUT');
      await insertAudit(tx, {
        actorId: reviewer.id,
        targetUserId: ownerId,
        action: decision.accept ? 'accept_change' : 'reject_change',
        details: decision.accept
          ? { photo: true, photoId }
          : { photo: true, photoId, reason: decision.reason },
        ip: reviewer.ip,
      });
    });
    if (discarded) await media.discardImages([discarded], log);
  }

  return {
    /** The waiting photos, oldest first, with how long each has waited. */
    async queue(): Promise<AdminReviews> {
      const rows = await pendingPhotos.waiting(QUEUE_LIMIT);
      const now = clock.now();
      return {
        items: rows.map((row): AdminReview => ({
          photoId: row.photo.id,
          userId: row.userId!,
          profileId: row.photo.profileId,
          fullName: row.fullName,
          photoUrl: photoUrl(row, 'original'),
          pendingPhotoUrl: pendingPhotoUrl(row.photo),
          submittedAt: row.photo.createdAt.toISOString(),
          waitedMinutes: minutesSince(row.photo.createdAt, now),
        })),
      };
    },

    accept: (reviewer: Actor, photoId: string) => decide(reviewer, photoId, { accept: true }),

    reject: (reviewer: Actor, photoId: string, reason: string) =>
      decide(reviewer, photoId, { accept: false, reason }),
  };
}

export type PhotoReview = ReturnType<typeof createPhotoReview>;
