import { describe, expect, it } from 'vitest';
import { api, liveApp, type Member } from '../likes/discovery.test-support';
import { createAccountRepository } from '../account/account.repository';
import { chatPair, send, stored, text } from './chat.test-support';

describe('S8: a conversation outlives the other member’s purged account', () => {
  const live = liveApp();
  const { open } = live;
  const patch = (member: Member, matchId: string, payload: object) =>
    live.ctx.app.inject({
      method: 'PATCH',
      url: `/api/chats/${matchId}`,
      headers: { origin: 'http://localhost:3000', cookie: `vusal_session=${member.cookie}` },
      payload,
    });

  it('keeps the chat and its messages for the partner, read-only, with no card of the purged', async () => {
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
