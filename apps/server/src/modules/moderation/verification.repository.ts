import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Actor } from '../auth';
import { profiles, sanctions, verifications, type VerificationRow } from '../../db/schema';
import { insertAudit } from '../admin';
import type { VerificationPose } from '@vusal/shared/catalog/verification';

export type { VerificationRow };

export type Decision =
  | { approve: true }
  | { approve: false; reason: NonNullable<VerificationRow['rejectReason']>; note?: string };

export type StartOutcome = VerificationRow | 'limit' | 'no_photo' | 'waiting' | 'verified';

const ownerColumns = {
  profileId: profiles.id,
  verifiedAt: profiles.verifiedAt,
  verificationLost: profiles.verificationLost,
  verificationRequired: profiles.verificationRequired,
  // Decision 037: any photo, approved or waiting, is something to compare the selfie with.
  hasPhoto: sql<boolean>`exists (select 1 from profile_photos p where p.profile_id = "profiles"."id")`,
};

/** Issue 23 (decision 031): the verification tries and the profile columns they change. */
export function createVerificationRepository(db: Database) {
  const latestOf = (tx: Database, userId: string) =>
    tx
      .select()
      .from(verifications)
      .where(eq(verifications.userId, userId))
      // Of tries started at the same moment, the undecided one is the newer: a try starts only
      // once the one before it was decided.
      .orderBy(
        desc(verifications.startedAt),
        sql`${verifications.decidedAt} is null desc`,
        desc(verifications.id),
      )
      .limit(1)
      .then(([row]) => row);

  const triesSince = async (tx: Database, userId: string, since: Date) => {
    const [row] = await tx
      .select({ tries: count() })
      .from(verifications)
      .where(and(eq(verifications.userId, userId), gt(verifications.startedAt, since)));
    return row?.tries ?? 0;
  };

  return {
    latest: (userId: string) => latestOf(db, userId),
    triesSince: (userId: string, since: Date) => triesSince(db, userId, since),

    async owner(userId: string) {
      const [row] = await db.select(ownerColumns).from(profiles).where(eq(profiles.userId, userId));
      return row;
    },

    findById: (id: string) =>
      db
        .select()
        .from(verifications)
        .where(eq(verifications.id, id))
        .then(([row]) => row),

    /**
     * A new try, or the one in progress. The profile row is locked first, so two requests at
     * once count the same tries and at most `maxTries` start within the day.
     */
    start(
      userId: string,
      at: Date,
      since: Date,
      maxTries: number,
      drawn: { pose: VerificationPose; code: string },
    ): Promise<StartOutcome> {
      return db.transaction(async (tx) => {
        const [owner] = await tx
          .select(ownerColumns)
          .from(profiles)
          .where(eq(profiles.userId, userId))
          .for('update');
        if (!owner?.hasPhoto) return 'no_photo';
        // Issue 34, item 3: a moderator's request to verify opens a new check at once.
        if (owner.verifiedAt && !owner.verificationRequired) return 'verified';
        const latest = await latestOf(tx, userId);
        if (latest?.status === 'waiting') return 'waiting';
        if (latest?.status === 'started' && latest.startedAt > since) return latest;
        if ((await triesSince(tx, userId, since)) >= maxTries) return 'limit';
        const [row] = await tx
          .insert(verifications)
          .values({ userId, ...drawn, startedAt: at })
          .returning();
        return row!;
      });
    },

    /**
     * The selfie of a started try. One submission at a time over the whole site (an advisory
     * lock): two copies of one picture sent at once cannot both pass the near-duplicate check.
     */
    submit(
      id: string,
      selfie: { key: string; hash: string },
      maxDistance: number,
      at: Date,
    ): Promise<VerificationRow | 'reused' | 'gone'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vusal:selfie-hash'))`);
        const [current] = await tx
          .select({ id: verifications.id })
          .from(verifications)
          .where(and(eq(verifications.id, id), eq(verifications.status, 'started')))
          .for('update');
        if (!current) return 'gone';
        const [same] = await tx
          .select({ id: verifications.id })
          .from(verifications)
          .where(
            and(
              isNotNull(verifications.selfieHash),
              sql`bit_count(('x' || ${verifications.selfieHash})::bit(64) # ('x' || ${selfie.hash})::bit(64)) <= ${maxDistance}`,
            ),
          )
          .limit(1);
        if (same) return 'reused';
        const [row] = await tx
          .update(verifications)
          .set({
            status: 'waiting',
            selfieKey: selfie.key,
            selfieHash: selfie.hash,
            submittedAt: at,
          })
          .where(eq(verifications.id, id))
          .returning();
        return row!;
      });
    },

    /** The waiting selfies, oldest first, with the profile they claim. */
    queue(limit: number) {
      return db
        .select({
          try: verifications,
          profile: {
            id: profiles.id,
            fullName: profiles.fullName,
            dateOfBirth: profiles.dateOfBirth,
            age: profiles.age,
            profilePhoto: profiles.profilePhoto,
            additionalPhotos: profiles.additionalPhotos,
            // Issue 23, item 9: the selfie is compared with every photo, waiting ones too.
            pendingPhotos: sql<
              { id: string; photoKey: string }[]
            >`coalesce((select json_agg(json_build_object('id', p.id, 'photoKey', p.photo_key) order by p.position) from profile_photos p where p.profile_id = "profiles"."id" and p.state = 'pending'), '[]'::json)`,
          },
        })
        .from(verifications)
        .innerJoin(profiles, eq(profiles.userId, verifications.userId))
        .where(eq(verifications.status, 'waiting'))
        .orderBy(asc(verifications.submittedAt), asc(verifications.id))
        .limit(limit);
    },

    /**
     * One decision, its profile change (approval sets the badge and clears a moderator's
     * request to verify, item 7) and its audit row, in one transaction.
     */
    decide(reviewer: Actor, id: string, decision: Decision, at: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(verifications)
          .where(and(eq(verifications.id, id), eq(verifications.status, 'waiting')))
          .for('update');
        if (!row) return 'not_found' as const;
        if (row.userId === reviewer.id) return 'self' as const;
        await tx
          .update(verifications)
          .set({
            status: decision.approve ? 'approved' : 'rejected',
            rejectReason: decision.approve ? null : decision.reason,
            note: decision.approve ? null : (decision.note ?? null),
            decidedAt: at,
            decidedBy: reviewer.id,
          })
          .where(eq(verifications.id, id));
        if (decision.approve) {
          await tx
            .update(profiles)
            .set({ verifiedAt: at, verificationLost: null, verificationRequired: false })
            .where(eq(profiles.userId, row.userId));
          // Issue 34, item 3: the accepted selfie answers every request to verify.
          await tx
            .update(sanctions)
            .set({ liftedAt: at })
            .where(
              and(
                eq(sanctions.userId, row.userId),
                eq(sanctions.kind, 'require_verification'),
                isNull(sanctions.liftedAt),
              ),
            );
        }
        await insertAudit(tx, {
          actorId: reviewer.id,
          targetUserId: row.userId,
          action: decision.approve ? 'approve_verification' : 'reject_verification',
          details: decision.approve
            ? { verificationId: id }
            : { verificationId: id, reason: decision.reason, note: decision.note ?? null },
          ip: reviewer.ip,
        });
        return 'done' as const;
      });
    },

    /** Decided selfies still stored whose decision is older than `before`. */
    expiredSelfies: (tx: Database, before: Date, limit: number) =>
      tx
        .select({ id: verifications.id, key: verifications.selfieKey })
        .from(verifications)
        .where(and(isNotNull(verifications.selfieKey), lt(verifications.decidedAt, before)))
        .limit(limit),

    forgetSelfies: (tx: Database, ids: string[]) =>
      tx.update(verifications).set({ selfieKey: null }).where(inArray(verifications.id, ids)),
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
