import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  CompatibilityAnswer,
  CompatibilityAnswerInput,
} from '@vusal/shared/schemas/compatibility';
import type { Database, Transaction } from '../../db/client';
import { compatibilityAnswers, compatibilityVectors } from '../../db/schema';
import {
  packAnswers,
  scoredAnswers,
  type CompatibilityVector,
  type StoredAnswer,
} from './compatibility-vector';

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

    /** Several members' stored answers by user id, for scoring; never sent to anyone. */
    async answersOfMany(userIds: readonly string[]): Promise<Map<string, StoredAnswer[]>> {
      const byUser = new Map<string, StoredAnswer[]>();
      if (userIds.length === 0) return byUser;
      const rows = await db
        .select({ userId: compatibilityAnswers.userId, ...ownAnswer })
        .from(compatibilityAnswers)
        .where(inArray(compatibilityAnswers.userId, [...userIds]));
      for (const { userId, ...answer } of rows) {
        byUser.set(userId, [...(byUser.get(userId) ?? []), answer]);
      }
      return byUser;
    },

    async vectorOf(userId: string): Promise<CompatibilityVector | undefined> {
      const [row] = await db
        .select()
        .from(compatibilityVectors)
        .where(eq(compatibilityVectors.userId, userId));
      if (!row) return undefined;
      const { userId: _userId, ...vector } = row;
      return vector;
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
