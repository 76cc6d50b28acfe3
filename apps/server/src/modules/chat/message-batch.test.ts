import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { chatStates, matches, messages, preferences, profiles } from '../../db/schema';
import { createTestDatabase } from '../../../test/database';
import { countStatements } from '../../../test/statement-counter';
import { chatPair, waitingForALock } from './chat.test-support';
import { createMessageStore, type MessageDraft, type StoreOutcome } from './message-store';
import { createSendBatcher } from './send-batcher';

const draft = (matchId: string, senderId: string, body = 'Salam', clientId = randomUUID()) => ({
  matchId,
  senderId,
  clientId,
  content: { type: 'text' as const, body, hasContactDetails: false },
});

const isStored = (outcome: StoreOutcome) => !outcome.refused && outcome.isNew;

/**
 * Issue 35, item 3 (decision 057): sends gathered by the batcher are stored by one statement
 * with every rule of a send alone, on the driver in use (TEST_DATABASE_URL for PostgreSQL).
 */
describe('group commit: a batch of sends, one statement', () => {
  let database: DatabaseHandle;
  let store: ReturnType<typeof createSendBatcher>['store'];
  beforeAll(async () => {
    database = await createTestDatabase();
    store = createSendBatcher(createMessageStore(database.db)).store;
  });
  afterAll(() => database.close());
  const db = () => database.db;
  const rowsOf = (matchIds: string[]) =>
    db()
      .select()
      .from(messages)
      .where(inArray(messages.matchId, matchIds))
      .orderBy(asc(messages.createdAt), asc(messages.id));

  it('stores concurrent sends to several chats by one statement, each answered with its row', async () => {
    const chats = [await chatPair(db()), await chatPair(db()), await chatPair(db())];
    const drafts = chats.flatMap(({ a, b, matchId }) => [
      draft(matchId, a.id, 'first'),
      draft(matchId, b.id, 'second'),
      draft(matchId, a.id, 'third'),
    ]);
    const counted = await countStatements(database, () => Promise.all(drafts.map(store)));
    expect(counted.statements, counted.statements.join('\n')).toHaveLength(1);
    const rows = await rowsOf(chats.map((chat) => chat.matchId));
    expect(rows).toHaveLength(drafts.length);
    counted.result.forEach((outcome, n) => {
      const row = rows.find((each) => each.clientId === drafts[n]!.clientId);
      expect(outcome).toEqual({
        row,
        isNew: true,
        match: expect.objectContaining({ id: drafts[n]!.matchId }) as unknown,
      });
    });
    // Within a chat the batch keeps the order the sends came in.
    for (const { matchId } of chats) {
      expect((await rowsOf([matchId])).map((row) => row.body)).toEqual([
        'first',
        'second',
        'third',
      ]);
    }
  });

  it('stores one client id once, within a batch and across batches, and refuses it to the other member', async () => {
    const { a, b, matchId } = await chatPair(db());
    const mine = draft(matchId, a.id);
    const theirs = { ...draft(matchId, b.id), clientId: mine.clientId };
    const counted = await countStatements(database, () =>
      Promise.all([
        store(mine),
        store({ ...mine, content: { ...mine.content, body: 'again' } }),
        store(theirs),
      ]),
    );
    // The second and third wait for the next statement, which finds the first's row.
    expect(counted.count).toBe(3);
    const [first, again, stolen] = counted.result;
    expect(first).toMatchObject({ isNew: true, row: { body: 'Salam', senderId: a.id } });
    expect(again).toEqual({ ...first, isNew: false });
    expect(stolen).toEqual({ refused: 'CONFLICT' });
    expect(await store(mine)).toEqual({ ...first, isNew: false });
    expect(await rowsOf([matchId])).toHaveLength(1);
  });

  it('a refused send does not fail its batch: each row keeps its own refusal', async () => {
    const open = await chatPair(db());
    const held = await chatPair(db());
    await db()
      .update(profiles)
      .set({ verificationRequired: true })
      .where(eq(profiles.userId, held.a.id));
    const picky = await chatPair(db());
    await db().insert(preferences).values({ userId: picky.b.id, onlyVerifiedContact: true });
    const taken = await chatPair(db());
    const takenId = randomUUID();
    await store(draft(taken.matchId, taken.a.id, 'mine', takenId));
    const stranger = (await chatPair(db())).a;
    await db()
      .insert(chatStates)
      .values({ userId: open.b.id, matchId: open.matchId, isHidden: true });

    const sends = [
      draft(open.matchId, open.a.id),
      draft(held.matchId, held.a.id),
      draft(picky.matchId, picky.a.id),
      draft(taken.matchId, taken.b.id, 'theirs', takenId),
      draft(open.matchId, stranger.id),
      draft(randomUUID(), open.b.id),
      draft(picky.matchId, picky.b.id),
    ];
    const counted = await countStatements(database, () => Promise.all(sends.map(store)));
    expect(counted.count).toBe(1);
    expect(counted.result.map((outcome) => outcome.refused ?? 'stored')).toEqual([
      'stored',
      'VERIFICATION_REQUIRED',
      'RECIPIENT_REQUIRES_VERIFIED',
      'CONFLICT',
      'CHAT_NOT_FOUND',
      'CHAT_NOT_FOUND',
      'stored',
    ]);
    expect(await rowsOf([open.matchId, held.matchId, picky.matchId])).toHaveLength(2);
    // The stored row brought its hidden chat back.
    const [state] = await db().select().from(chatStates).where(eq(chatStates.userId, open.b.id));
    expect(state?.isHidden).toBe(false);
  });

  it('refuses a send into a chat closed while its batch waits, and stores the others (S2)', async () => {
    const chats = [await chatPair(db()), await chatPair(db()), await chatPair(db())];
    const closing = chats[1]!;
    let sending: Promise<StoreOutcome[]> | undefined;
    await db().transaction(async (tx) => {
      await tx
        .update(matches)
        .set({ endedAt: new Date(), endedBy: closing.b.id, chatOpened: false })
        .where(eq(matches.id, closing.matchId));
      sending = Promise.all(chats.map(({ a, matchId }) => store(draft(matchId, a.id))));
      await waitingForALock(database, 'the batch');
    });
    const outcomes = await sending!;
    expect(outcomes.map(isStored)).toEqual([true, false, true]);
    expect(outcomes[1]).toEqual({ refused: 'CHAT_NOT_FOUND' });
    expect(await rowsOf([closing.matchId])).toHaveLength(0);
    expect(await rowsOf(chats.map((chat) => chat.matchId))).toHaveLength(2);
  });

  it('each send is answered after its commit: its row is there for another connection', async () => {
    const { a, b, matchId } = await chatPair(db());
    const seen = await Promise.all(
      [draft(matchId, a.id), draft(matchId, b.id)].map(async (one: MessageDraft) => {
        const outcome = await store(one);
        const [row] = await db().select().from(messages).where(eq(messages.clientId, one.clientId));
        return outcome.refused ? undefined : row?.id === outcome.row.id;
      }),
    );
    expect(seen).toEqual([true, true]);
  });
});
