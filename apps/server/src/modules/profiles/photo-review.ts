import type { AdminReview, AdminReviews } from '@vusal/shared/schemas/admin';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { auditLog, profiles } from '../../db/schema';
import { AppError, notFound } from '../../errors/app-error';
import type { MediaService } from '../media';
import { pendingPhotoUrl, photoUrl } from '../members';

const QUEUE_LIMIT = 200;
const MINUTE_MS = 60_000;

/** Who decides, for the audit log (SECURITY 15, 26). */
export type Reviewer = { id: string; ip: string | undefined };

type Dependencies = {
  db: Database;
  media: MediaService;
  clock: Clock;
  log: { warn(o: object, m: string): void };
};

/**
 * Decision 029: moderators accept or reject a photo changed after approval. Accepting makes it
 * the photo everyone sees; rejecting discards it and leaves the reason for the member. Each
 * decision is one transaction with its audit row.
 */
export function createPhotoReview({ db, media, clock, log }: Dependencies) {
  const waiting = and(isNotNull(profiles.pendingPhoto), isNotNull(profiles.userId));

  async function removeFile(key: string | null) {
    if (!key) return;
    // A file left behind is only wasted space; no row points at it any more.
    await media
      .removeImage(key)
      .catch((error: unknown) => log.warn({ err: error }, 'reviewed photo could not be deleted'));
  }

  async function decide(
    reviewer: Reviewer,
    userId: string,
    decision: { accept: true } | { accept: false; reason: string },
  ): Promise<void> {
    const unused = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ photo: profiles.profilePhoto, pending: profiles.pendingPhoto })
        .from(profiles)
        .where(and(eq(profiles.userId, userId), waiting))
        .for('update');
      if (!row?.pending) throw notFound();
      if (userId === reviewer.id) throw new AppError('ADMIN_SELF_LOCKOUT');
      const cleared = { pendingPhoto: null, changeSubmittedAt: null };
      await tx
        .update(profiles)
        .set(
          decision.accept
            ? { ...cleared, profilePhoto: row.pending, changeRejectedReason: null }
            : { ...cleared, changeRejectedReason: decision.reason },
        )
        .where(eq(profiles.userId, userId));
      await tx.insert(auditLog).values({
        actorId: reviewer.id,
        targetUserId: userId,
        action: decision.accept ? 'accept_change' : 'reject_change',
        details: decision.accept ? { photo: true } : { photo: true, reason: decision.reason },
        ip: reviewer.ip,
      });
      return decision.accept ? row.photo : row.pending;
    });
    await removeFile(unused);
  }

  return {
    /** The waiting changes, oldest first, with how long each has waited. */
    async queue(): Promise<AdminReviews> {
      const rows = await db
        .select({
          id: profiles.id,
          userId: profiles.userId,
          fullName: profiles.fullName,
          profilePhoto: profiles.profilePhoto,
          pendingPhoto: profiles.pendingPhoto,
          submittedAt: profiles.changeSubmittedAt,
        })
        .from(profiles)
        .where(and(waiting, isNotNull(profiles.changeSubmittedAt)))
        .orderBy(asc(profiles.changeSubmittedAt), asc(profiles.id))
        .limit(QUEUE_LIMIT);
      const now = clock.now().getTime();
      return {
        items: rows.map((row): AdminReview => ({
          userId: row.userId!,
          profileId: row.id,
          fullName: row.fullName,
          photoUrl: photoUrl(row),
          pendingPhotoUrl: pendingPhotoUrl(row)!,
          submittedAt: row.submittedAt!.toISOString(),
          waitedMinutes: Math.max(0, Math.floor((now - row.submittedAt!.getTime()) / MINUTE_MS)),
        })),
      };
    },

    accept: (reviewer: Reviewer, userId: string) => decide(reviewer, userId, { accept: true }),

    reject: (reviewer: Reviewer, userId: string, reason: string) =>
      decide(reviewer, userId, { accept: false, reason }),
  };
}

export type PhotoReview = ReturnType<typeof createPhotoReview>;
