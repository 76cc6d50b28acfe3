import { importanceLevels } from '@vusal/shared/compatibility/score';
import { sql } from 'drizzle-orm';
import {
  bit,
  boolean,
  check,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { between, oneOf } from './checks';
import { timestamptz, updatedAt } from './columns';

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

/** Bits in a packed answer vector: five answer slots for each question id 1–64 (decision 030). */
export const VECTOR_BITS = 320;

const vector = (name: string) => bit(name, { dimensions: VECTOR_BITS }).notNull();

/**
 * Decision 030: a member's scorable answers packed as bit strings, one row per member, derived
 * from `compatibility_answers` and rewritten with it, so that browse can score and rank a
 * window of candidates inside PostgreSQL with a few `bit_count(a & b)` per pair. Slot
 * `(questionId - 1) * 5 + answerIndex`; `acc_<level>` holds the answers the member accepts on
 * questions of that importance, `all_<level>` every slot of those questions, `slots` every slot of
 * every scorable question, `ans` the member's own answers (one slot per question).
 */
export const compatibilityVectors = pgTable('compatibility_vectors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  answered: smallint('answered').notNull(),
  ans: vector('ans'),
  slots: vector('slots'),
  accLittle: vector('acc_little'),
  accSomewhat: vector('acc_somewhat'),
  accVery: vector('acc_very'),
  accMandatory: vector('acc_mandatory'),
  allLittle: vector('all_little'),
  allSomewhat: vector('all_somewhat'),
  allVery: vector('all_very'),
  allMandatory: vector('all_mandatory'),
});

export type CompatibilityVectorRow = typeof compatibilityVectors.$inferSelect;

/** One scored answer as a snapshot keeps it: the columns of `compatibility_answers` that score. */
export type SnapshotAnswer = {
  questionId: number;
  answer: number;
  accepted: number[];
  importance: (typeof importanceLevels)[number];
  useInScore: boolean;
};

/**
 * Issue 34, item 10 (decision 017): the answers a member's view of others is scored with, taken
 * at most once a day, so changing one's own answers and reading a percentage again cannot
 * recover another member's private answers. `compatibility_answers` stays what the member sees
 * of their own and what others are scored against.
 */
export const compatibilitySnapshots = pgTable('compatibility_snapshots', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<SnapshotAnswer[]>().notNull(),
  takenAt: timestamptz('taken_at').notNull(),
});
