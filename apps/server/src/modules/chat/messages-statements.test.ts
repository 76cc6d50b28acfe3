import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { countRequest } from '../../../test/statement-counter';
import { api, type Member } from '../likes/discovery.test-support';
import { chatPair } from './chat.test-support';

// Issue 35, P11 (decision 065): a page of a chat's messages in one statement, the session
// included, once the node has read the member's session (decision 058); a refusal too.
describe('a page of messages in one statement', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const read = (member: Member, url: string) =>
    countRequest(ctx.database, () => api(ctx, member).get(url));

  /** An open chat with three messages, both members having used the site on this node. */
  async function chatting() {
    const { a, b, matchId } = await chatPair(ctx.database.db);
    const base = Date.now() - 60_000;
    const sent = await ctx.database.db
      .insert(messages)
      .values(
        [1, 2, 3].map((n) => ({
          matchId,
          senderId: n === 2 ? b.id : a.id,
          clientId: `client-${n}`,
          body: `Salam ${n}`,
          createdAt: new Date(base + n * 1000),
        })),
      )
      .returning({ id: messages.id });
    for (const member of [a, b]) await api(ctx, member).get('/api/matches');
    return { a, b, matchId, ids: sent.map((row) => row.id) };
  }

  it('the newest page, pages before and after a message, and every refusal', async () => {
    const { a, b, matchId, ids } = await chatting();
    const url = `/api/chats/${matchId}/messages`;
    const newest = await read(a, `${url}?limit=2`);
    expect(newest).toMatchObject({ status: 200, count: 1, sessionReads: 0 });
    expect(newest.body.messages.map((m: { text: string }) => m.text)).toEqual([
      'Salam 2',
      'Salam 3',
    ]);
    expect(newest.body.hasMore).toBe(true);

    const before = await read(b, `${url}?before=${ids[1]}`);
    expect(before).toMatchObject({ status: 200, count: 1, sessionReads: 0 });
    expect(before.body.messages.map((m: { text: string }) => m.text)).toEqual(['Salam 1']);
    const after = await read(b, `${url}?after=${ids[0]}`);
    expect(after).toMatchObject({ status: 200, count: 1, sessionReads: 0 });
    expect(after.body.messages.map((m: { text: string }) => m.text)).toEqual([
      'Salam 2',
      'Salam 3',
    ]);

    const unknown = await read(a, `${url}?after=${crypto.randomUUID()}`);
    expect(unknown).toMatchObject({ status: 404, count: 1, sessionReads: 0 });
    const other = await chatting();
    const notTheirs = await read(a, `/api/chats/${other.matchId}/messages`);
    expect(notTheirs).toMatchObject({ status: 404, count: 1, sessionReads: 0 });
  });

  it('reads the session first when the node has not read it lately', async () => {
    const { a, matchId } = await chatPair(ctx.database.db);
    const cold = await read(a, `/api/chats/${matchId}/messages`);
    expect(cold).toMatchObject({ status: 200, count: 2, sessionReads: 1 });
  });
});
