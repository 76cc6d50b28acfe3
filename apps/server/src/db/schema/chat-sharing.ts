import { chatSharingAnswers, guardianRelations } from '@vusal/shared/catalog/enums';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { oneOf } from './checks';
import { timestamptz } from './columns';
import { guardianships } from './family';
import { matches } from './social';

/**
 * Issue 39, item 2 (decision 051): per match and per guardianship of one of its members, the
 * other member's answer to "her mother will read the messages of this chat". The agreement is
 * tied to the guardianship, not to the guarded member: a new guardian is a different person and
 * is asked about anew. `answeredAt` of an accepted row is where the guardian's copies begin.
 */
export const chatSharing = pgTable(
  'chat_sharing_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    guardianshipId: uuid('guardianship_id')
      .notNull()
      .references(() => guardianships.id, { onDelete: 'cascade' }),
    // The member whose family follows the chat, and the member asked to agree.
    guardedId: text('guarded_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    askedId: text('asked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // The guardian's relation to the guarded member, as the question named it.
    relation: text('relation', { enum: guardianRelations }).notNull(),
    answer: text('answer', { enum: chatSharingAnswers }).notNull().default('asked'),
    // The guarded member's "no chat at all without copies", as it was when the question was asked.
    sharingRequired: boolean('sharing_required').notNull(),
    askedAt: timestamptz('asked_at').notNull().defaultNow(),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [
    oneOf(t.answer, chatSharingAnswers),
    oneOf(t.relation, guardianRelations),
    uniqueIndex('chat_sharing_answers_match_guardianship_key').on(t.matchId, t.guardianshipId),
    // The guardian's list of shared chats starts from the guardianship.
    index('chat_sharing_answers_guardianship_idx').on(t.guardianshipId),
    // The asked member's open questions.
    index('chat_sharing_answers_asked_idx').on(t.askedId),
  ],
);

export type ChatSharingRow = typeof chatSharing.$inferSelect;
