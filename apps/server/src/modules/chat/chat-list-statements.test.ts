import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatStates, messages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { countRequest } from '../../../test/statement-counter';
import { expectRefusedInOneStatement } from '../admin/lent-session.test-support';
import { api, insertMembers, type Member } from '../likes/discovery.test-support';
import { chatWith } from './chat.test-support';

// Issue 35, P11 (decision 070): the chat list in one statement, the session included, once the
// node has read the member's session (decision 058); a refusal too.
describe('the chat list in one statement', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const read = (member: Member, query = '') =>
    countRequest(ctx.database, () => api(ctx, member).get(`/api/chats${query}`));

  /** A member whose page has read something, so the node lends them their session. */
  async function arrived() {
    const [member] = await insertMembers(ctx.database.db, [{ gender: 'female' }]);
    await api(ctx, member).get('/api/matches');
    return member!;
  }

  it('each tab, a search, the last message and the unread count', async () => {
    const db = ctx.database.db;
    const me = await arrived();
    const talking = await chatWith(db, me, { gender: 'male' });
    const archived = await chatWith(db, me, { gender: 'male' });
    // Made in the database, so no message's news is counted with the read.
    await db.insert(messages).values(
      ['Salam', 'Necəsən?'].map((body, n) => ({
        matchId: talking.matchId,
        senderId: talking.other.id,
        body,
        clientId: randomUUID(),
        createdAt: new Date(Date.now() - 60_000 + n * 1000),
      })),
    );
    await db
      .insert(chatStates)
      .values({ userId: me.id, matchId: archived.matchId, isArchived: true });

    const list = await read(me);
    expect(list).toMatchObject({ status: 200, count: 1, sessionReads: 0 });
    expect(list.body.chats).toMatchObject([
      {
        matchId: talking.matchId,
        other: { userId: talking.other.id },
        lastMessage: { text: 'Necəsən?', senderId: talking.other.id },
        unreadCount: 2,
        isPinned: false,
        isArchived: false,
      },
    ]);
    const archive = await read(me, '?tab=archived');
    expect(archive).toMatchObject({ status: 200, count: 1, sessionReads: 0 });
    expect(archive.body.chats).toMatchObject([
      { matchId: archived.matchId, lastMessage: null, unreadCount: 0, isArchived: true },
    ]);
    const found = await read(me, `?q=${encodeURIComponent(talking.other.name)}`);
    expect(found).toMatchObject({ status: 200, count: 1, sessionReads: 0 });
    expect(found.body.chats.map((chat: { matchId: string }) => chat.matchId)).toEqual([
      talking.matchId,
    ]);
    expect((await read(me, '?q=50%25_off')).body.chats).toEqual([]);
  });

  it('refuses in the same statement a session ended or a member no longer approved', () =>
    expectRefusedInOneStatement(ctx.database.db, arrived, read));

  it('reads the session first when the node has not read it lately', async () => {
    const [member] = await insertMembers(ctx.database.db, [{ gender: 'male' }]);
    const cold = await read(member!);
    expect(cold).toMatchObject({ status: 200, count: 2, sessionReads: 1, body: { chats: [] } });
  });
});
