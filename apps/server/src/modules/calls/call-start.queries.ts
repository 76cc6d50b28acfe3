import { CALL, type CallEndReason, type CallKind } from '@vusal/shared/schemas/calls';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { callOptIns, callParties, calls, matches, profiles } from '../../db/schema';
import { isOpenChatOf, otherOf } from '../chat';

export type Call = typeof calls.$inferSelect;

/** The match as a chat open to `userId` (nobody blocked, both visible), and the other member. */
export async function openMatch(
  db: Database | Transaction,
  matchId: string,
  userId: string,
  lock = false,
) {
  const query = db
    .select({ id: matches.id, otherId: sql<string>`${otherOf(userId)}` })
    .from(matches)
    .innerJoin(profiles, eq(profiles.userId, otherOf(userId)))
    .where(and(eq(matches.id, matchId), isOpenChatOf(userId)));
  const [row] = await (lock ? query.for('share', { of: matches }) : query);
  return row;
}

export async function optInsOf(db: Database | Transaction, matchId: string) {
  const rows = await db
    .select({ userId: callOptIns.userId })
    .from(callOptIns)
    .where(eq(callOptIns.matchId, matchId));
  return rows.map((row) => row.userId);
}

export type StartCallInput = {
  matchId: string;
  callerId: string;
  kind: CallKind;
  socketId: string;
  now: Date;
  ringingUntil: Date;
};

// The reasons that leave a call unanswered for the cool-down: the callee did not pick up.
const unansweredReasons: CallEndReason[] = ['missed', 'declined', 'cancelled'];

type Refused = { ok: false; reason: 'busy' } | { ok: false; reason: 'cool-down'; retryAt: Date };

/** Rolls the start's transaction back with the reason it was refused. */
class Refusal extends Error {
  constructor(readonly result: Refused) {
    super(result.reason);
  }
}

/**
 * A new ringing call, or why not, in one transaction: the match is read locked against a
 * concurrent unmatch, block or switch-off; both members' `call_parties` rows are the busy
 * lock (a second call by either waits for this one, then finds the row); the cool-down is
 * counted after that lock, so parallel calls by one caller count each other.
 */
export async function startCall(
  db: Database,
  input: StartCallInput,
): Promise<
  | { ok: true; call: Call; calleeId: string }
  | { ok: false; reason: 'not-a-match' | 'calls-not-on' | 'busy' }
  | { ok: false; reason: 'cool-down'; retryAt: Date }
> {
  const { matchId, callerId, now } = input;
  try {
    return await db.transaction(async (tx) => {
      const match = await openMatch(tx, matchId, callerId, true);
      if (!match) return { ok: false, reason: 'not-a-match' } as const;
      const optedIn = await optInsOf(tx, matchId);
      if (!optedIn.includes(callerId) || !optedIn.includes(match.otherId))
        return { ok: false, reason: 'calls-not-on' } as const;
      const [call] = await tx
        .insert(calls)
        .values({
          matchId,
          callerId,
          calleeId: match.otherId,
          kind: input.kind,
          callerSocket: input.socketId,
          createdAt: now,
          ringingUntil: input.ringingUntil,
        })
        .returning();
      const parties = await tx
        .insert(callParties)
        .values([
          { userId: callerId, callId: call!.id },
          { userId: match.otherId, callId: call!.id },
        ])
        .onConflictDoNothing()
        .returning({ userId: callParties.userId });
      if (parties.length < 2) throw new Refusal({ ok: false, reason: 'busy' });
      const retryAt = await coolDownUntil(tx, callerId, matchId, call!.id, now);
      if (retryAt) throw new Refusal({ ok: false, reason: 'cool-down', retryAt });
      return { ok: true, call: call!, calleeId: match.otherId } as const;
    });
  } catch (error) {
    // The refusals after the insert undo it: the call never existed.
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}

/**
 * After CALL.coolDownCalls unanswered calls by the caller in this match within
 * CALL.coolDownWindowMs, the caller waits CALL.coolDownMs from the last of them. Reads the
 * calls before `callId` (the one being placed).
 */
async function coolDownUntil(
  tx: Transaction,
  callerId: string,
  matchId: string,
  callId: string,
  now: Date,
): Promise<Date | undefined> {
  const recent = await tx
    .select({
      createdAt: calls.createdAt,
      answeredAt: calls.answeredAt,
      endReason: calls.endReason,
    })
    .from(calls)
    .where(and(eq(calls.callerId, callerId), eq(calls.matchId, matchId), ne(calls.id, callId)))
    .orderBy(desc(calls.createdAt))
    .limit(CALL.coolDownCalls);
  if (recent.length < CALL.coolDownCalls) return undefined;
  const unanswered = recent.every(
    (call) => !call.answeredAt && call.endReason && unansweredReasons.includes(call.endReason),
  );
  const newest = recent[0]!.createdAt.getTime();
  const oldest = recent[recent.length - 1]!.createdAt.getTime();
  if (!unanswered || newest - oldest > CALL.coolDownWindowMs) return undefined;
  const retryAt = new Date(newest + CALL.coolDownMs);
  return retryAt > now ? retryAt : undefined;
}
