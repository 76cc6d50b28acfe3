import { and, asc, eq } from 'drizzle-orm';
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
import { packAnswers, scoredAnswers } from './compatibility-vector';

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
