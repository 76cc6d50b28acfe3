import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { messages } from './chat';
import { oneOf } from './checks';
import { timestamptz } from './columns';
import { sanctions } from './sanctions';

/** How a moderator settled a marked message; a marked message without a row is open. */
export const markedMessageOutcomes = ['dismissed', 'actioned'] as const;

/**
 * Issue 34, item 4: a moderator's decision on a message sent anyway with contact details in a
 * young chat (decision 021). One row settles the message and takes it off the queue; the
 * message itself (`messages.has_contact_details`) is not rewritten, so the hot table keeps its
 * shape and the chat module its insert.
 */
export const markedMessageDecisions = pgTable(
  'marked_message_decisions',
  {
    messageId: uuid('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    status: text('status', { enum: markedMessageOutcomes }).notNull(),
    sanctionId: uuid('sanction_id').references(() => sanctions.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [oneOf(t.status, markedMessageOutcomes)],
);
