import {
  CALL,
  type CallEndReason,
  type CallKind,
  type CallLine,
} from '@vusal/shared/schemas/calls';
import { and, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  callOptIns,
  callParties,
  calls,
  matches,
  messages,
  profiles,
  type Message,
} from '../../db/schema';
import { isOpenChatOf, otherOf } from '../chat';
import { shortName } from '../members';

export type Call = typeof calls.$inferSelect;

type Refused = { ok: false; reason: 'busy' } | { ok: false; reason: 'cool-down'; retryAt: Date };

/** Rolls the start's transaction back with the reason it was refused. */
class Refusal extends Error {
  constructor(readonly result: Refused) {
    super(result.reason);
  }
}

// The reasons that leave a call unanswered for the cool-down: the callee did not pick up.
const unansweredReasons: CallEndReason[] = ['missed', 'declined', 'cancelled'];

/** The match as a chat open to `userId` (nobody blocked, both visible), and the other member. */
async function openMatch(
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

async function optInsOf(db: Database | Transaction, matchId: string) {
  const rows = await db
    .select({ userId: callOptIns.userId })
    .from(callOptIns)
    .where(eq(callOptIns.matchId, matchId));
  return rows.map((row) => row.userId);
}

export function createCallsRepository(db: Database) {
  return {
    openMatch: (matchId: string, userId: string) => openMatch(db, matchId, userId),

    optInsOf: (matchId: string) => optInsOf(db, matchId),

    /**
     * Turns the member's switch and says whether both are on before and after. The match row
     * is locked, so two members turning calls on at once see each other: one of them is told
     * both are on, never neither.
     */
    async setOptIn(matchId: string, userId: string, on: boolean) {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: matches.id })
          .from(matches)
          .where(eq(matches.id, matchId))
          .for('update');
        const before = await optInsOf(tx, matchId);
        if (on) await tx.insert(callOptIns).values({ matchId, userId }).onConflictDoNothing();
        else
          await tx
            .delete(callOptIns)
            .where(and(eq(callOptIns.matchId, matchId), eq(callOptIns.userId, userId)));
        const after = await optInsOf(tx, matchId);
        return { bothBefore: before.length === 2, bothAfter: after.length === 2 };
      });
    },

    /**
     * A new ringing call, or why not, in one transaction: the match is read locked against a
     * concurrent unmatch, block or switch-off; both members' `call_parties` rows are the busy
     * lock (a second call by either waits for this one, then finds the row); the cool-down is
     * counted after that lock, so parallel calls by one caller count each other.
     */
    async startCall(input: {
      matchId: string;
      callerId: string;
      kind: CallKind;
      socketId: string;
      now: Date;
      ringingUntil: Date;
    }): Promise<
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
    },

    /** The callee answers on this page, while it still rings; undefined otherwise. */
    async accept(callId: string, calleeId: string, socketId: string, now: Date) {
      const [call] = await db
        .update(calls)
        .set({ state: 'active', answeredAt: now, calleeSocket: socketId })
        .where(
          and(
            eq(calls.id, callId),
            eq(calls.calleeId, calleeId),
            eq(calls.state, 'ringing'),
            sql`${calls.ringingUntil} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      return call;
    },

    /**
     * Ends the call once, whichever node or path gets there first: the one conditional UPDATE
     * that finds it live ends it, frees both members and writes its chat line (missed or
     * declined); every other attempt finds it ended and returns undefined.
     */
    async end(
      callId: string,
      reason: CallEndReason,
      now: Date,
      only: { state?: 'ringing'; partyId?: string } = {},
    ): Promise<{ call: Call; line: Message | undefined } | undefined> {
      return db.transaction(async (tx) => {
        const [call] = await tx
          .update(calls)
          .set({ state: 'ended', endedAt: now, endReason: reason })
          .where(
            and(
              eq(calls.id, callId),
              only.state ? eq(calls.state, only.state) : ne(calls.state, 'ended'),
              only.partyId
                ? or(eq(calls.callerId, only.partyId), eq(calls.calleeId, only.partyId))
                : undefined,
            ),
          )
          .returning();
        if (!call) return undefined;
        await tx.delete(callParties).where(eq(callParties.callId, callId));
        const line = lineOf(call);
        if (!line) return { call, line: undefined };
        // The call's id is the line's client id: one line per call, whatever retries.
        const [message] = await tx
          .insert(messages)
          .values({
            matchId: call.matchId,
            senderId: call.callerId,
            clientId: `call:${call.id}`,
            type: 'call',
            body: line,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        return { call, line: message };
      });
    },

    /** The name the other member knows: the short name a card shows. */
    async nameOf(userId: string) {
      const [row] = await db
        .select({ fullName: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row ? shortName(row.fullName) : '';
    },

    async byId(callId: string) {
      const [call] = await db.select().from(calls).where(eq(calls.id, callId));
      return call;
    },

    /** The live calls of a match, of members, or of a page. */
    liveOfMatch: (matchId: string) =>
      db
        .select()
        .from(calls)
        .where(and(eq(calls.matchId, matchId), ne(calls.state, 'ended'))),
    liveOfMembers: (userIds: string[]) =>
      db
        .select({ call: calls })
        .from(callParties)
        .innerJoin(calls, eq(calls.id, callParties.callId))
        .where(inArray(callParties.userId, userIds))
        .then((rows) => rows.map((row) => row.call)),
    liveOfSocket: (socketId: string) =>
      db
        .select()
        .from(calls)
        .where(
          and(
            ne(calls.state, 'ended'),
            or(eq(calls.callerSocket, socketId), eq(calls.calleeSocket, socketId)),
          ),
        ),

    /**
     * Calls a vanished node left behind: still ringing after their time, or answered longer
     * ago than a TURN credential lives (coturn has ended their relay by then).
     */
    staleOf: (userIds: string[], now: Date) =>
      db
        .select({ call: calls })
        .from(callParties)
        .innerJoin(calls, eq(calls.id, callParties.callId))
        .where(
          and(
            inArray(callParties.userId, userIds),
            or(
              and(eq(calls.state, 'ringing'), lt(calls.ringingUntil, now)),
              and(
                eq(calls.state, 'active'),
                lt(calls.answeredAt, new Date(now.getTime() - CALL.turnTtlSeconds * 1000)),
              ),
            ),
          ),
        )
        .then((rows) => rows.map((row) => row.call)),

    /** Issue 40, item 7: the call a report was sent from, if it is this pair's. */
    async callOfPair(callId: string, matchId: string, userId: string) {
      const [call] = await db
        .select()
        .from(calls)
        .where(
          and(
            eq(calls.id, callId),
            eq(calls.matchId, matchId),
            or(eq(calls.callerId, userId), eq(calls.calleeId, userId)),
          ),
        );
      return call;
    },
  };
}

/** A missed or declined call leaves a line in the chat; others (answered, cancelled) do not. */
function lineOf(call: Call): CallLine | undefined {
  if (call.endReason === 'missed') return `missed-${call.kind}`;
  if (call.endReason === 'declined') return `declined-${call.kind}`;
  return undefined;
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

export type CallsRepository = ReturnType<typeof createCallsRepository>;
