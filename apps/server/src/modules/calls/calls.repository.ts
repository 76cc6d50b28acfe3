import { CALL, type CallEndReason, type CallLine } from '@vusal/shared/schemas/calls';
import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  callOptIns,
  callParties,
  calls,
  matches,
  messages,
  profiles,
  type Message,
} from '../../db/schema';
import {
  openMatch,
  optInsOf,
  startCall,
  type Call,
  type StartCallInput,
} from './call-start.queries';
import { shortName } from '../members';

export type { Call } from './call-start.queries';

export function createCallsRepository(db: Database) {
  // Issue 35: every socket asks the first as it arrives and the second as it leaves, always in
  // the same shape, so they are built and prepared once: building them was a seventh of the
  // SQL text the node built in the capacity scenario (busy machine).
  const member = sql.placeholder('userId');
  const ringing = db
    .select({ call: calls })
    .from(callParties)
    .innerJoin(calls, eq(calls.id, callParties.callId))
    .where(
      and(
        eq(callParties.userId, member),
        eq(calls.calleeId, member),
        eq(calls.state, 'ringing'),
        sql`${calls.ringingUntil} > ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .prepare('calls_ringing_for');
  const socket = sql.placeholder('socketId');
  const liveOnSocket = db
    .select()
    .from(calls)
    .where(
      and(
        ne(calls.state, 'ended'),
        or(eq(calls.callerSocket, socket), eq(calls.calleeSocket, socket)),
      ),
    )
    .prepare('calls_live_on_socket');
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
     * A new ringing call, or why not, in one transaction (`call-start.queries.ts`).
     */
    startCall: (input: StartCallInput) => startCall(db, input),

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

    /**
     * The call ringing for the member now, if any (a page opened while it rings joins in).
     * Read through `call_parties`' key: every new socket asks, so it must cost one lookup.
     */
    ringingFor: (userId: string, now: Date) =>
      ringing
        .execute({ userId, now: now.toISOString() })
        .then((rows) => rows.map((row) => row.call)),

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
    liveOfSocket: (socketId: string) => liveOnSocket.execute({ socketId }),

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

export type CallsRepository = ReturnType<typeof createCallsRepository>;
