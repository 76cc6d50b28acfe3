// Test helpers of the chat; imported by tests only.
import { randomUUID } from 'node:crypto';
import type { Ack } from '@vusal/shared/events';
import type { ChatMessage } from '@vusal/shared/schemas/chat';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client';
import { matches, preferences } from '../../db/schema';
import { orderedPair } from '../../db/ordered-pair';
import {
  insertMembers,
  type Member,
  type MemberSpec,
  type TestSocket,
} from '../likes/discovery.test-support';

/** Two members with an open chat (both said yes), and its match id. */
export async function chatPair(
  db: Database,
  specs: [MemberSpec, MemberSpec] = [{ gender: 'male' }, { gender: 'female' }],
  answers: { user1WantsChat: boolean | null; user2WantsChat: boolean | null } = {
    user1WantsChat: true,
    user2WantsChat: true,
  },
): Promise<{ a: Member; b: Member; matchId: string }> {
  const [a, b] = (await insertMembers(db, specs)) as [Member, Member];
  const [user1Id, user2Id] = orderedPair(a.id, b.id);
  const chatOpened = answers.user1WantsChat === true && answers.user2WantsChat === true;
  const [match] = await db
    .insert(matches)
    .values({ user1Id, user2Id, ...answers, chatOpened })
    .returning({ id: matches.id });
  return { a, b, matchId: match!.id };
}

/** A new member with an open chat with `member`, and its match id. */
export async function chatWith(
  db: Database,
  member: Member,
  spec: MemberSpec = {},
): Promise<{ other: Member; matchId: string }> {
  const [other] = (await insertMembers(db, [spec])) as [Member];
  const [user1Id, user2Id] = orderedPair(member.id, other.id);
  const [match] = await db
    .insert(matches)
    .values({ user1Id, user2Id, user1WantsChat: true, user2WantsChat: true, chatOpened: true })
    .returning({ id: matches.id });
  return { other, matchId: match!.id };
}

export async function setPreferences(
  db: Database,
  userId: string,
  values: { showReadReceipts?: boolean; showOnlineStatus?: boolean },
) {
  await db
    .insert(preferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: preferences.userId, set: values });
}

/** Sends any payload, hostile ones too: the typed emit would refuse what the server must parse. */
type UntypedSend = {
  emitWithAck(event: 'message:send', payload: unknown): Promise<Ack<{ message: ChatMessage }>>;
};
export const send = (socket: TestSocket, payload: object) =>
  (socket.timeout(5000) as unknown as UntypedSend).emitWithAck('message:send', payload);

export const text = (matchId: string, body: string, clientId: string = randomUUID()) => ({
  matchId,
  clientId,
  text: body,
});

/** The stored message of a successful ack (fails the test on an error ack). */
export function stored(result: Ack<{ message: ChatMessage }>): ChatMessage {
  if (!result.ok) throw new Error(`send failed: ${result.error.code}`);
  return result.data.message;
}

/** Lets events in flight arrive before asserting that none came. */
export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once another connection waits for a row lock, on PostgreSQL. PGlite runs one
 * statement at a time: a statement sent during a transaction starts after its commit anyway.
 */
export async function waitingForALock(database: DatabaseHandle, what: string) {
  if (database.kind === 'pglite') return;
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await database.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${what} never waited for the lock`);
}
