import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages, profiles, user, verification, verifications } from '../../db/schema';

// Decision 037: every photo of the set, waiting ones too; the rows go with the profile.
const photosOfProfile = sql<
  string[]
>`array(select p.photo_key from profile_photos p where p.profile_id = "profiles"."id")`;

export function createAccountRepository(db: Database) {
  return {
    /**
     * S8: hidden from everyone at once; the row stays for the archive period. Not approved any
     * more (details.md section 4): a restore approves it again only where sign-up would.
     */
    async markDeleted(
      userId: string,
      reason: string,
      note: string | null,
      at: Date,
    ): Promise<void> {
      await db
        .update(profiles)
        .set({
          deletedAt: at,
          deletionReason: reason as typeof profiles.$inferInsert.deletionReason,
          deletionNote: note,
          deletedByUser: true,
          isActive: false,
          isApproved: false,
          approvedAt: null,
          approvedBy: null,
        })
        .where(eq(profiles.userId, userId));
    },

    async restore(userId: string, approve: boolean, at: Date): Promise<void> {
      await db
        .update(profiles)
        .set({
          deletedAt: null,
          deletionReason: null,
          deletionNote: null,
          deletedByUser: false,
          isActive: true,
          isApproved: approve,
          approvedAt: approve ? at : null,
          approvedBy: null,
          restoredAt: at,
        })
        .where(eq(profiles.userId, userId));
    },

    /** Accounts whose owner deleted them before `before`, oldest first. */
    async findPurgeable(before: Date, limit: number) {
      return db
        .select({ userId: user.id, photos: photosOfProfile })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .where(
          and(
            eq(profiles.deletedByUser, true),
            isNotNull(profiles.deletedAt),
            lt(profiles.deletedAt, before),
          ),
        )
        .orderBy(profiles.deletedAt)
        .limit(limit);
    },

    /** Accounts signed up before `before` whose address was never confirmed, oldest first. */
    async findUnconfirmed(before: Date, limit: number) {
      return db
        .select({ userId: user.id, photos: photosOfProfile })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(and(eq(user.emailVerified, false), lt(user.createdAt, before)))
        .orderBy(user.createdAt)
        .limit(limit);
    },

    /** The selfies of the person's verification tries not yet deleted (issue 23). */
    async selfiesOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ key: verifications.selfieKey })
        .from(verifications)
        .where(and(eq(verifications.userId, userId), isNotNull(verifications.selfieKey)));
      return rows.flatMap(({ key }) => (key ? [key] : []));
    },

    /** The files the person sent in chats, with their type (an image has a small variant). */
    async attachmentsSentBy(userId: string): Promise<{ key: string; mime: string }[]> {
      const rows = await db
        .select({ key: messages.attachmentKey, mime: messages.attachmentMime })
        .from(messages)
        .where(and(eq(messages.senderId, userId), isNotNull(messages.attachmentKey)));
      return rows.flatMap(({ key, mime }) => (key && mime ? [{ key, mime }] : []));
    },

    /**
     * Removes the person for good. Their messages stay for the other member, emptied of files
     * and shown as "Deleted user" (the foreign keys set the sender to null).
     */
    async purge(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(messages)
          .set({
            type: 'text',
            body: '',
            attachmentKey: null,
            attachmentName: null,
            attachmentMime: null,
            attachmentSize: null,
          })
          .where(and(eq(messages.senderId, userId), isNotNull(messages.attachmentKey)));
        // Links mailed to the person name them only inside their value, not by a foreign key.
        await tx
          .delete(verification)
          .where(
            sql`case when ${verification.identifier} like 'email-verification:%' then ${verification.value}::jsonb ->> 'userId' else ${verification.value} end = ${userId}`,
          );
        await tx.delete(user).where(eq(user.id, userId));
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
