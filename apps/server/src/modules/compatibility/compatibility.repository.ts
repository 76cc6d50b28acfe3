import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  CompatibilityAnswer,
  CompatibilityAnswerInput,
} from '@vusal/shared/schemas/compatibility';
import type { Database, Transaction } from '../../db/client';
import {
  compatibilityAnswers,
  compatibilitySnapshots,
  compatibilityVectors,
  type SnapshotAnswer,
} from '../../db/schema';
import { answeredOf, answerJson, snapshotOf } from './compatibility-scoring';
import { packAnswers, scoredAnswers, type StoredAnswer } from './compatibility-vector';

const ownAnswer = {
  questionId: compatibilityAnswers.questionId,
  answer: compatibilityAnswers.answer,
  accepted: compatibilityAnswers.accepted,
  importance: compatibilityAnswers.importance,
  useInScore: compatibilityAnswers.useInScore,
};

/**
 * Decision 030: the packed vectors follow the answer rows in the same transaction, so ranking
 * never reads a member's answers as they were before their last change.
 */
async function repack(tx: Transaction, userId: string): Promise<void> {
  const rows = await tx
    .select(ownAnswer)
    .from(compatibilityAnswers)
    .where(eq(compatibilityAnswers.userId, userId));
  const answers = scoredAnswers(rows);
  if (answers.size === 0) {
    await tx.delete(compatibilityVectors).where(eq(compatibilityVectors.userId, userId));
    return;
  }
  const vector = packAnswers(answers);
  await tx
    .insert(compatibilityVectors)
    .values({ userId, ...vector })
    .onConflictDoUpdate({ target: compatibilityVectors.userId, set: vector });
}

export function createCompatibilityRepository(db: Database) {
  return {
    async answersOf(userId: string): Promise<CompatibilityAnswer[]> {
      return db
        .select(ownAnswer)
        .from(compatibilityAnswers)
        .where(eq(compatibilityAnswers.userId, userId))
        .orderBy(asc(compatibilityAnswers.questionId));
    },

    /**
     * Issue 34, item 10: what scores the viewer's view of `otherIds`: the viewer's snapshot
     * (null when missing or older than `staleBefore`) and the others' current answers by user
     * id, in one read. Never sent to anyone.
     */
    async scoringAnswers(
      viewerId: string,
      otherIds: readonly string[],
      staleBefore: Date,
    ): Promise<{
      mine: SnapshotAnswer[] | null;
      /** How many scored answers the viewer holds now (their packed vector's count). */
      answered: number;
      theirs: Map<string, StoredAnswer[]>;
    }> {
      const others =
        otherIds.length === 0
          ? sql`'[]'::jsonb`
          : sql`coalesce((select jsonb_agg(${answerJson} || jsonb_build_object('userId', ${compatibilityAnswers.userId}))
              from ${compatibilityAnswers}
              where ${compatibilityAnswers.userId} in (${sql.join(
                otherIds.map((id) => sql`${id}`),
                sql`, `,
              )})), '[]'::jsonb)`;
      const viewer = sql`${viewerId}`;
      const { rows } = await db.execute<{
        mine: SnapshotAnswer[] | null;
        answered: number | null;
        theirs: (SnapshotAnswer & { userId: string })[];
      }>(sql`select ${snapshotOf(viewer, sql`${staleBefore}`)} as mine,
        ${answeredOf(viewer)} as answered, ${others} as theirs`);
      const row = rows[0]!;
      const theirs = new Map<string, StoredAnswer[]>();
      for (const { userId, ...stored } of row.theirs) {
        theirs.set(userId, [...(theirs.get(userId) ?? []), stored]);
      }
      return { mine: row.mine, answered: Number(row.answered ?? 0), theirs };
    },

    /** The viewer's scored answers as they are now become their snapshot, taken `now`. */
    async takeSnapshot(userId: string, now: Date): Promise<SnapshotAnswer[]> {
      const answers = await db
        .select(ownAnswer)
        .from(compatibilityAnswers)
        .where(
          and(eq(compatibilityAnswers.userId, userId), eq(compatibilityAnswers.useInScore, true)),
        );
      await db
        .insert(compatibilitySnapshots)
        .values({ userId, answers, takenAt: now })
        .onConflictDoUpdate({
          target: compatibilitySnapshots.userId,
          set: { answers, takenAt: now },
        });
      return answers;
    },

    async save(userId: string, questionId: number, input: CompatibilityAnswerInput) {
      await db.transaction(async (tx) => {
        await tx
          .insert(compatibilityAnswers)
          .values({ userId, questionId, ...input })
          .onConflictDoUpdate({
            target: [compatibilityAnswers.userId, compatibilityAnswers.questionId],
            set: { ...input, updatedAt: new Date() },
          });
        await repack(tx, userId);
      });
    },

    async remove(userId: string, questionId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(compatibilityAnswers)
          .where(
            and(
              eq(compatibilityAnswers.userId, userId),
              eq(compatibilityAnswers.questionId, questionId),
            ),
          );
        await repack(tx, userId);
      });
    },
  };
}

export type CompatibilityRepository = ReturnType<typeof createCompatibilityRepository>;
