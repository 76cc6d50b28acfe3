import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import { requestAs } from '../../../test/accounts';
import { createAccountRepository } from '../account/account.repository';
import { api, liveApp, type Member } from '../likes/discovery.test-support';
import { chatPair, chatWith, send, stored, text } from './chat.test-support';

describe('chat list, state and report', () => {
  const live = liveApp();
  const { open } = live;
  const patch = (member: Member, matchId: string, payload: object) =>
    requestAs(live.ctx, member, 'PATCH', `/api/chats/${matchId}`, payload);
  const list = async (member: Member, query = '') =>
    (await api(live.ctx, member).get(`/api/chats${query}`)).json().chats as {
      matchId: string;
      unreadCount: number;
      lastMessage: { text: string } | null;
      isPinned: boolean;
    }[];

  it('S1, S5: pinned first then newest, with unread counts the dashboard badge agrees with', async () => {
    const { a: me, b: orxan, matchId: first } = await chatPair(live.ctx.database.db);
    const second = await chatWith(live.ctx.database.db, me, { gender: 'female' });
    const third = await chatWith(live.ctx.database.db, me, { gender: 'female' });
    const meSocket = await open(me);
    const orxanSocket = await open(orxan);
    const secondSocket = await open(second.other);
    stored(await send(orxanSocket, text(first, 'one')));
    stored(await send(orxanSocket, text(first, 'two')));
    stored(await send(secondSocket, text(second.matchId, 'newest')));

    // Newest activity first; a chat without messages sorts by when the match was made.
    expect((await list(me)).map((chat) => chat.matchId)).toEqual([
      second.matchId,
      first,
      third.matchId,
    ]);
    expect((await list(me))[1]).toMatchObject({ unreadCount: 2, lastMessage: { text: 'two' } });
    expect((await api(live.ctx, me).get('/api/badges')).json().messages).toBe(3);
    await patch(me, third.matchId, { isPinned: true });
    expect((await list(me)).map((chat) => chat.matchId)).toEqual([
      third.matchId,
      second.matchId,
      first,
    ]);
    expect(await meSocket.emitWithAck('message:read', { matchId: first })).toEqual({
      ok: true,
      data: { count: 2 },
    });
    expect((await list(me)).map((chat) => chat.unreadCount)).toEqual([0, 1, 0]);
    expect((await api(live.ctx, me).get('/api/badges')).json().messages).toBe(1);
    // Hiding a chat takes its unread messages out of the badge too, so the two still agree.
    await patch(me, second.matchId, { isHidden: true });
    expect((await api(live.ctx, me).get('/api/badges')).json().messages).toBe(0);
    expect((await list(orxan)).map((chat) => chat.matchId)).toEqual([first]);
  });

  it("S1: pin, archive and hide are the member's own, and a new message brings a hidden chat back", async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const stranger = await chatPair(live.ctx.database.db);
    const aSocket = await open(a);
    const bSocket = await open(b);
    stored(await send(aSocket, text(matchId, 'hello')));

    expect((await patch(a, matchId, { isPinned: true })).json()).toMatchObject({ isPinned: true });
    expect((await list(a))[0]).toMatchObject({ matchId, isPinned: true });
    expect((await list(b))[0]).toMatchObject({ matchId, isPinned: false });

    await patch(a, matchId, { isArchived: true });
    expect(await list(a)).toEqual([]);
    expect((await list(a, '?tab=archived')).map((chat) => chat.matchId)).toEqual([matchId]);
    await patch(a, matchId, { isArchived: false, isHidden: true });
    expect(await list(a)).toEqual([]);
    stored(await send(bSocket, text(matchId, 'are you there?')));
    expect((await list(a)).map((chat) => chat.matchId)).toEqual([matchId]);

    expect((await patch(a, matchId, {})).statusCode).toBe(400);
    expect((await patch(a, stranger.matchId, { isPinned: true })).statusCode).toBe(404);
  });

  it("searches by the other member's name, with LIKE wildcards taken literally", async () => {
    const { a, matchId } = await chatPair(live.ctx.database.db, [
      { gender: 'male' },
      { gender: 'female', name: 'Ləman Hüseynova' },
    ]);
    expect((await list(a, '?q=ləman')).map((chat) => chat.matchId)).toEqual([matchId]);
    expect(await list(a, '?q=Nigar')).toEqual([]);
    expect(await list(a, '?q=%25')).toEqual([]);
    expect((await api(live.ctx, a).get(`/api/chats?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('issue 24: reports the other member from one of their messages, never without a category', async () => {
    const { a, b, matchId } = await chatPair(live.ctx.database.db);
    const bSocket = await open(b);
    const aSocket = await open(a);
    const theirs = stored(await send(bSocket, text(matchId, 'something rude')));
    const mine = stored(await send(aSocket, text(matchId, 'mine')));
    const oneTap = await api(live.ctx, a).post(`/api/chats/${matchId}/report`, {
      messageId: theirs.id,
    });
    expect(oneTap.statusCode).toBe(400);
    const response = await api(live.ctx, a).post(`/api/chats/${matchId}/report`, {
      messageId: theirs.id,
      reason: 'harassment',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await live.ctx.database.db
      .select()
      .from(reports)
      .where(eq(reports.id, response.json().reportId));
    expect(row).toMatchObject({
      reporterId: a.id,
      targetUserId: b.id,
      messageId: theirs.id,
      reason: 'harassment',
    });
    // One's own message is not the other member's to be reported for.
    expect(
      (
        await api(live.ctx, a).post(`/api/chats/${matchId}/report`, {
          messageId: mine.id,
          reason: 'harassment',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('S8: keeps a purged member’s chat and messages for the partner, read-only, with no card', async () => {
    const { a: gone, b: partner, matchId } = await chatPair(live.ctx.database.db);
    const goneSocket = await open(gone);
    const partnerSocket = await open(partner);
    stored(await send(goneSocket, text(matchId, 'Salam!')));
    stored(await send(partnerSocket, text(matchId, 'Necəsən?')));

    await createAccountRepository(live.ctx.database.db).purge(gone.id);

    const { chats } = (await api(live.ctx, partner).get('/api/chats')).json();
    expect(chats).toEqual([
      expect.objectContaining({
        matchId,
        other: null,
        lastMessage: expect.objectContaining({ text: 'Necəsən?', senderId: partner.id }),
        unreadCount: 0,
      }),
    ]);
    const page = await api(live.ctx, partner).get(`/api/chats/${matchId}/messages`);
    expect(page.statusCode).toBe(200);
    expect(
      page
        .json()
        .messages.map(({ senderId, text }: { senderId: string | null; text: string }) => [
          senderId,
          text,
        ]),
    ).toEqual([
      [null, 'Salam!'],
      [partner.id, 'Necəsən?'],
    ]);
    // Filed away like any chat; the dashboard still counts it among the open ones.
    expect((await patch(partner, matchId, { isArchived: true })).statusCode).toBe(200);
    expect((await api(live.ctx, partner).get('/api/chats?tab=archived')).json().chats).toHaveLength(
      1,
    );
    expect(await partnerSocket.emitWithAck('message:read', { matchId })).toEqual({
      ok: true,
      data: { count: 0 },
    });

    // Nobody is there to write to.
    const refused = await send(partnerSocket, text(matchId, 'Hələ buradasan?'));
    expect(refused).toMatchObject({ ok: false, error: { code: 'CHAT_NOT_FOUND' } });
    expect(
      (await api(live.ctx, partner).get(`/api/chats/${matchId}/messages`)).json().messages,
    ).toHaveLength(2);
  });
});
