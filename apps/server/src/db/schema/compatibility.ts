import { importanceLevels } from '@vusal/shared/compatibility/score';
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { between, oneOf } from './checks';
import { updatedAt } from './columns';

const answerIndexes = { min: 0, max: 4 };

/**
 * Issue 27: a member's answers to the compatibility questions, one row per answered question
 * (a skipped question has no row). Question ids and answer indexes point into the versioned
 * catalogue in packages/shared, which never changes their meaning (decision 017).
 */
export const compatibilityAnswers = pgTable(
  'compatibility_answers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: smallint('question_id').notNull(),
    answer: smallint('answer').notNull(),
    accepted: smallint('accepted').array().notNull(),
    importance: text('importance', { enum: importanceLevels }).notNull(),
    // Read only for sensitive questions: their answer is scored only with this consent.
    useInScore: boolean('use_in_score').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'compatibility_answers_pkey', columns: [t.userId, t.questionId] }),
    between(t.answer, answerIndexes),
    check(
      'compatibility_answers_accepted_check',
      sql`cardinality(${t.accepted}) between 1 and 5 and ${t.accepted} <@ array[0, 1, 2, 3, 4]::smallint[]`,
    ),
    oneOf(t.importance, importanceLevels),
  ],
);

export type CompatibilityAnswerRow = typeof compatibilityAnswers.$inferSelect;
