import { callKinds } from '@vusal/shared/catalog/enums';
import { callEndReasons } from '@vusal/shared/schemas/calls';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { oneOf } from './checks';
import { createdAt, timestamptz } from './columns';
import { matches } from './social';

/** Issue 40: a member turned calls on for a match. Calls ring only when both rows exist. */
export const callOptIns = pgTable(
  'call_opt_ins',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] })],
);

export const callStates = ['ringing', 'active', 'ended'] as const;

/**
 * Issue 40: every call, ringing, answered or over. State changes are single conditional
 * UPDATEs (`where state = 'ringing'`), so two nodes racing to end or answer a call agree.
 */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    callerId: text('caller_id').references(() => user.id, { onDelete: 'set null' }),
    calleeId: text('callee_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: callKinds }).notNull(),
    state: text('state', { enum: callStates }).notNull().default('ringing'),
    // The pages in the call: signals go to these sockets only (Socket.IO ids, any node).
    callerSocket: text('caller_socket').notNull(),
    calleeSocket: text('callee_socket'),
    createdAt: createdAt(),
    ringingUntil: timestamptz('ringing_until').notNull(),
    answeredAt: timestamptz('answered_at'),
    endedAt: timestamptz('ended_at'),
    endReason: text('end_reason', { enum: callEndReasons }),
  },
  (t) => [
    oneOf(t.kind, callKinds),
    oneOf(t.state, callStates),
    oneOf(t.endReason, callEndReasons),
    check(
      'calls_end_check',
      sql`(${t.state} = 'ended') = (${t.endedAt} is not null and ${t.endReason} is not null)`,
    ),
    // The cool-down reads a caller's latest calls in a match.
    index('calls_caller_match_idx').on(t.callerId, t.matchId, t.createdAt.desc()),
    index('calls_live_idx')
      .on(t.matchId)
      .where(sql`${t.state} <> 'ended'`),
  ],
);

/**
 * Issue 40: the member is in this call (ringing or answered). The primary key makes "one call
 * at a time" atomic on every node: a second call finds the row and is refused (CALL_BUSY).
 */
export const callParties = pgTable('call_parties', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  callId: uuid('call_id')
    .notNull()
    .references(() => calls.id, { onDelete: 'cascade' }),
});
