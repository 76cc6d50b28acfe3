import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { blocks, chatStates, matches, messages, preferences, profiles } from '../../db/schema';
import { createTestDatabase } from '../../../test/database';
import { countStatements } from '../../../test/statement-counter';
import { chatPair, waitingForALock } from './chat.test-support';
import {
  createMessageStore,
  type MessageContent,
  type MessageDraft,
  type StoreOutcome,
} from './message-store';

const hello: MessageContent = { type: 'text', body: 'Salam', hasContactDetails: false };
const picture: MessageContent = {
  type: 'image',
  attachmentKey: 'chat/picture.webp',
  attachmentName: 'picture.webp',
  attachmentMime: 'image/webp',
  attachmentSize: 120,
  attachmentWidth: 40,
  attachmentHeight: 30,
};

/**
 * Issue 25, item 1: the one statement that stores every message, on the driver in use (run it
 * with TEST_DATABASE_URL for PostgreSQL).
 */
describe('storeMessage: one statement per message, text or file', () => {
  let database: DatabaseHandle;
  let storeMessages: ReturnType<typeof createMessageStore>;
  beforeAll(async () => {
    database = await createTestDatabase();
    storeMessages = createMessageStore(database.db);
  });
  // A batch of one: what a send alone on its node stores.
  const storeMessage = async (one: MessageDraft): Promise<StoreOutcome> =>
    (await storeMessages([one]))[0]!;
  afterAll(() => database.close());
  const db = () => database.db;
  const draft = (
    matchId: string,
    senderId: string,
    content: MessageContent = hello,
    clientId: string = randomUUID(),
  ): MessageDraft => ({ matchId, senderId, clientId, content });
  const rowsOf = (matchId: string) =>
    db().select().from(messages).where(eq(messages.matchId, matchId));

  it('stores a message in one statement, and a resend answers the stored row', async () => {
    const { a, matchId } = await chatPair(db());
    const first = draft(matchId, a.id);
    const counted = await countStatements(database, () => storeMessage(first));
    expect(counted.count, counted.statements.join('\n')).toBe(1);
    expect(counted.result).toMatchObject({
      isNew: true,
      row: { matchId, senderId: a.id, clientId: first.clientId, type: 'text', body: 'Salam' },
      match: { id: matchId },
    });
    const stored = counted.result.refused ? undefined : counted.result.row;
    expect(stored?.createdAt).toBeInstanceOf(Date);

    const again = await storeMessage({ ...first, content: { ...hello, body: 'other' } });
    expect(again).toMatchObject({ isNew: false, row: stored });
    expect(await rowsOf(matchId)).toHaveLength(1);
  });

  it('stores a file with its columns the same way', async () => {
    const { b, matchId } = await chatPair(db());
    const outcome = await storeMessage(draft(matchId, b.id, picture));
    expect(outcome).toMatchObject({
      isNew: true,
      row: { type: 'image', body: null, attachmentKey: 'chat/picture.webp', attachmentWidth: 40 },
    });
  });

  it("refuses the other member's client id with CONFLICT, for a text and a file alike", async () => {
    const { a, b, matchId } = await chatPair(db());
    const mine = draft(matchId, a.id);
    await storeMessage(mine);
    for (const content of [hello, picture]) {
      const theirs = draft(matchId, b.id, content, mine.clientId);
      expect(await storeMessage(theirs)).toEqual({ refused: 'CONFLICT' });
    }
    expect(await rowsOf(matchId)).toHaveLength(1);
  });

  it('refuses a chat that is not open to the sender with CHAT_NOT_FOUND and stores nothing', async () => {
    const stranger = (await chatPair(db())).a;
    const waiting = await chatPair(db(), undefined, { user1WantsChat: true, user2WantsChat: null });
    const blocked = await chatPair(db());
    await db().insert(blocks).values({ blockerId: blocked.b.id, blockedId: blocked.a.id });
    const ended = await chatPair(db());
    await db().update(matches).set({ endedAt: new Date() }).where(eq(matches.id, ended.matchId));
    const hidden = await chatPair(db());
    await db().update(profiles).set({ isActive: false }).where(eq(profiles.userId, hidden.b.id));
    for (const [chat, senderId] of [
      [waiting, waiting.a.id],
      [blocked, blocked.a.id],
      [ended, ended.a.id],
      [hidden, hidden.a.id],
      [waiting, stranger.id],
    ] as const) {
      expect(await storeMessage(draft(chat.matchId, senderId))).toEqual({
        refused: 'CHAT_NOT_FOUND',
      });
      expect(await rowsOf(chat.matchId)).toHaveLength(0);
    }
    expect(await storeMessage(draft(randomUUID(), stranger.id))).toEqual({
      refused: 'CHAT_NOT_FOUND',
    });
  });

  it('refuses a sender asked to verify with VERIFICATION_REQUIRED and stores nothing', async () => {
    const { a, matchId } = await chatPair(db());
    await db()
      .update(profiles)
      .set({ verificationRequired: true })
      .where(eq(profiles.userId, a.id));
    expect(await storeMessage(draft(matchId, a.id, picture))).toEqual({
      refused: 'VERIFICATION_REQUIRED',
    });
    expect(await rowsOf(matchId)).toHaveLength(0);
  });

  it('issue 23, item 6: refuses an unverified sender to a member who accepts verified members only', async () => {
    const { a, b, matchId } = await chatPair(db());
    await db()
      .insert(preferences)
      .values({ userId: b.id, onlyVerifiedContact: true })
      .onConflictDoUpdate({ target: preferences.userId, set: { onlyVerifiedContact: true } });
    expect(await storeMessage(draft(matchId, a.id))).toEqual({
      refused: 'RECIPIENT_REQUIRES_VERIFIED',
    });
    expect(await rowsOf(matchId)).toHaveLength(0);
    // The other way round is not asked, and a verified sender is welcome.
    expect((await storeMessage(draft(matchId, b.id))).refused).toBeUndefined();
    await db().update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.userId, a.id));
    expect((await storeMessage(draft(matchId, a.id))).refused).toBeUndefined();
    expect(await rowsOf(matchId)).toHaveLength(2);
  });

  it('brings a hidden chat back for both members, and only for a new message', async () => {
    const { a, b, matchId } = await chatPair(db());
    const first = draft(matchId, a.id);
    await storeMessage(first);
    const hide = () =>
      db()
        .insert(chatStates)
        .values([a, b].map((member) => ({ userId: member.id, matchId, isHidden: true })))
        .onConflictDoUpdate({
          target: [chatStates.userId, chatStates.matchId],
          set: { isHidden: true },
        });
    const hiddenOf = async () =>
      (await db().select().from(chatStates).where(eq(chatStates.matchId, matchId))).map(
        (row) => row.isHidden,
      );
    await hide();
    await storeMessage(first);
    expect(await hiddenOf()).toEqual([true, true]);
    await storeMessage(draft(matchId, b.id));
    expect(await hiddenOf()).toEqual([false, false]);
  });

  it('waits for a block in flight and then stores nothing (S2)', async () => {
    const { a, b, matchId } = await chatPair(db());
    let sending: ReturnType<typeof storeMessage> | undefined;
    await db().transaction(async (tx) => {
      await tx.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
      await tx
        .update(matches)
        .set({ endedAt: new Date(), endedBy: b.id, chatOpened: false })
        .where(eq(matches.id, matchId));
      sending = storeMessage(draft(matchId, a.id));
      await waitingForALock(database, 'the send');
    });
    expect(await sending).toEqual({ refused: 'CHAT_NOT_FOUND' });
    expect(await rowsOf(matchId)).toHaveLength(0);
  });

  it('SECURITY 27: sends of one client id at once store one row and all answer it', async () => {
    const { a, matchId } = await chatPair(db());
    const one = draft(matchId, a.id);
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, n) => storeMessage(n % 2 ? one : { ...one, content: picture })),
    );
    const rows = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.matchId, matchId), eq(messages.clientId, one.clientId)));
    expect(rows).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.refused && outcome.isNew)).toHaveLength(1);
    for (const outcome of outcomes) expect(outcome).toMatchObject({ row: { id: rows[0]!.id } });
  });
});
