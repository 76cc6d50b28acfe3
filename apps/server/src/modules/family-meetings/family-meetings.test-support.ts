// Test helpers of "Let our families meet" (decision 052); imported by tests only.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { matches, messages } from '../../db/schema';
import { chatPair } from '../chat/chat.test-support';
import type { Member } from '../likes/discovery.test-support';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date `days` from today (UTC), as the form sends it. */
export const inDays = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

export const validRequest = () => ({ dateFrom: inDays(10), dateTo: inDays(40), city: 'baku' });

/** `member` writes a line in the chat, straight into the database. */
export async function write(db: Database, matchId: string, member: Member) {
  await db
    .insert(messages)
    .values({ matchId, senderId: member.id, clientId: randomUUID(), body: 'Salam' });
}

/** The chat was opened `days` ago. */
export async function openedDaysAgo(db: Database, matchId: string, days: number) {
  await db
    .update(matches)
    .set({ chatOpenedAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(matches.id, matchId));
}

/** Two members of a chat eight days old with messages from both: a request may be sent. */
export async function ripeChat(db: Database) {
  const pair = await chatPair(db);
  await openedDaysAgo(db, pair.matchId, 8);
  await write(db, pair.matchId, pair.a);
  await write(db, pair.matchId, pair.b);
  return pair;
}
