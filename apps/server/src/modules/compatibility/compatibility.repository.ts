import { and, asc, eq } from 'drizzle-orm';
import type {
  CompatibilityAnswer,
  CompatibilityAnswerInput,
} from '@vusal/shared/schemas/compatibility';
import type { Database } from '../../db/client';
import { compatibilityAnswers } from '../../db/schema';

const ownAnswer = {
  questionId: compatibilityAnswers.questionId,
  answer: compatibilityAnswers.answer,
  accepted: compatibilityAnswers.accepted,
  importance: compatibilityAnswers.importance,
  useInScore: compatibilityAnswers.useInScore,
};

export function createCompatibilityRepository(db: Database) {
  return {
    async answersOf(userId: string): Promise<CompatibilityAnswer[]> {
      return db
        .select(ownAnswer)
        .from(compatibilityAnswers)
        .where(eq(compatibilityAnswers.userId, userId))
        .orderBy(asc(compatibilityAnswers.questionId));
    },

    async save(userId: string, questionId: number, input: CompatibilityAnswerInput) {
      await db
        .insert(compatibilityAnswers)
        .values({ userId, questionId, ...input })
        .onConflictDoUpdate({
          target: [compatibilityAnswers.userId, compatibilityAnswers.questionId],
          set: { ...input, updatedAt: new Date() },
        });
    },

    async remove(userId: string, questionId: number): Promise<void> {
      await db
        .delete(compatibilityAnswers)
        .where(
          and(
            eq(compatibilityAnswers.userId, userId),
            eq(compatibilityAnswers.questionId, questionId),
          ),
        );
    },
  };
}

export type CompatibilityRepository = ReturnType<typeof createCompatibilityRepository>;
