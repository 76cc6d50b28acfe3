import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches, messages, userRoles } from '../../db/schema';
import { api, liveApp, type Member } from '../likes/discovery.test-support';
import { chatPair, send, stored, text } from './chat.test-support';

const HOUR_MS = 60 * 60 * 1000;
const PHONE = 'Yaz mənə: +994 50 123 45 67';

describe('chat: contact details in a young chat (decision 021)', () => {
  const live = liveApp();
  const db = () => live.ctx.database.db;
  const rowsOf = (matchId: string) =>
    db().select().from(messages).where(eq(messages.matchId, matchId));

  /** The chat opened `hours` ago, with `counts` earlier messages from a and b. */
  async function chatAged(hours: number, counts: [number, number]) {
    const pair = await chatPair(db());
    await db()
      .update(matches)
      .set({ chatOpenedAt: new Date(Date.now() - hours * HOUR_MS) })
      .where(eq(matches.id, pair.matchId));
    const earlier = [pair.a, pair.b].flatMap((member, index) =>
      Array.from({ length: counts[index]! }, (_, n) => ({
        matchId: pair.matchId,
        senderId: member.id,
        clientId: randomUUID(),
        body: `salam ${n}`,
      })),
    );
    if (earlier.length) await db().insert(messages).values(earlier);
    return pair;
  }

  it('refuses an unconfirmed phone number in a new chat with a typed code, storing nothing', async () => {
    const { a, matchId } = await chatAged(1, [0, 0]);
    const socket = await live.open(a);
    expect(await send(socket, text(matchId, PHONE))).toMatchObject({
      ok: false,
      error: { code: 'CONTACT_DETAILS_UNCONFIRMED' },
    });
    expect(await rowsOf(matchId)).toHaveLength(0);
  });

  it('counts a bare link, a handle and a spelled-out e-mail as contact details', async () => {
    const { a, matchId } = await chatAged(1, [0, 0]);
    const socket = await live.open(a);
    for (const body of [
      'bax https://example.com/photo',
      'telegram: aysel_1995',
      'aysel at mail dot ru',
    ]) {
      expect(await send(socket, text(matchId, body))).toMatchObject({
        ok: false,
        error: { code: 'CONTACT_DETAILS_UNCONFIRMED' },
      });
    }
  });

  it('stores the message sent anyway, marked; the client cannot mark or unmark it', async () => {
    const { a, b, matchId } = await chatAged(1, [0, 0]);
    const socket = await live.open(a);
    const sent = stored(await send(socket, { ...text(matchId, PHONE), sendAnyway: true }));
    // "Send anyway" on an ordinary message marks nothing; unknown claims are not read.
    stored(await send(socket, { ...text(matchId, 'Salam, necəsən?'), sendAnyway: true }));
    stored(await send(await live.open(b), { ...text(matchId, 'Salam!'), hasContactDetails: true }));
    const rows = await rowsOf(matchId);
    expect(rows.filter((row) => row.hasContactDetails).map((row) => row.id)).toEqual([sent.id]);
    // Issue 37, item 6 (decision 041): the receiver's view carries the mark, for a safety hint
    // beside the message; every other message says it has none.
    const received = (await api(live.ctx, b).get(`/api/chats/${matchId}/messages`)).json<{
      messages: { id: string; hasContactDetails: boolean }[];
    }>().messages;
    expect(received.filter((message) => message.hasContactDetails).map((m) => m.id)).toEqual([
      sent.id,
    ]);
    expect(received).toHaveLength(3);
  });

  it('a resend of a stored message answers the stored row without asking again', async () => {
    const { a, matchId } = await chatAged(1, [0, 0]);
    const socket = await live.open(a);
    const payload = { ...text(matchId, PHONE), sendAnyway: true };
    const first = stored(await send(socket, payload));
    const { sendAnyway: _, ...resend } = payload;
    expect(stored(await send(socket, resend)).id).toBe(first.id);
  });

  it('stays young until it is 48 hours old and each member sent 10 messages', async () => {
    const cases: { hours: number; counts: [number, number]; young: boolean }[] = [
      { hours: 47, counts: [20, 20], young: true },
      { hours: 49, counts: [10, 9], young: true },
      { hours: 49, counts: [9, 10], young: true },
      { hours: 49, counts: [10, 10], young: false },
    ];
    for (const { hours, counts, young } of cases) {
      const { a, matchId } = await chatAged(hours, counts);
      const socket = await live.open(a);
      const answer = await send(socket, text(matchId, PHONE));
      if (young) {
        expect(answer).toMatchObject({ ok: false, error: { code: 'CONTACT_DETAILS_UNCONFIRMED' } });
      } else {
        stored(answer);
        const [row] = (await rowsOf(matchId)).filter((message) => message.body === PHONE);
        expect(row?.hasContactDetails).toBe(false);
      }
    }
  });

  it('a chat opened before its opening time was stored counts from the match', async () => {
    for (const [hours, young] of [
      [1, true],
      [72, false],
    ] as const) {
      const { a, matchId } = await chatAged(0, [10, 10]);
      await db()
        .update(matches)
        .set({ chatOpenedAt: null, createdAt: new Date(Date.now() - hours * HOUR_MS) })
        .where(eq(matches.id, matchId));
      const answer = await send(await live.open(a), text(matchId, PHONE));
      expect(answer.ok).toBe(!young);
    }
  });

  it('a chat opened by two answers records when it opened', async () => {
    const { a, b, matchId } = await chatPair(db(), undefined, {
      user1WantsChat: null,
      user2WantsChat: null,
    });
    for (const member of [a, b]) {
      const answer = await api(live.ctx, member).post(`/api/matches/${matchId}/consent`, {
        answer: true,
      });
      expect(answer.statusCode).toBe(200);
    }
    const [match] = await db().select().from(matches).where(eq(matches.id, matchId));
    expect(match?.chatOpened).toBe(true);
    expect(match?.chatOpenedAt).toBeInstanceOf(Date);
  });

  describe('the moderators see the mark', () => {
    const moderator = async (role: 'moderator' | 'admin') => {
      const { a } = await chatPair(db());
      await db().insert(userRoles).values({ userId: a.id, role });
      return a;
    };

    async function markedMessage() {
      const { a, b, matchId } = await chatAged(1, [0, 0]);
      const sent = stored(
        await send(await live.open(a), { ...text(matchId, PHONE), sendAnyway: true }),
      );
      return { a, b, matchId, sent };
    }

    it('lists marked messages with sender and recipient to moderators and admins', async () => {
      const { a, b, matchId, sent } = await markedMessage();
      for (const role of ['moderator', 'admin'] as const) {
        const response = await api(live.ctx, await moderator(role)).get(
          '/api/moderation/contact-messages?limit=100',
        );
        expect(response.statusCode).toBe(200);
        const item = response
          .json<{ items: { id: string }[] }>()
          .items.find((entry) => entry.id === sent.id);
        expect(item).toMatchObject({
          matchId,
          text: PHONE,
          sender: { id: a.id },
          recipient: { id: b.id },
        });
      }
    });

    it('pages the open ones oldest first (issue 34, item 4)', async () => {
      const first = await markedMessage();
      const second = await markedMessage();
      const mod = await moderator('moderator');
      const all = await api(live.ctx, mod).get('/api/moderation/contact-messages?limit=100');
      const ids = all.json<{ items: { id: string }[] }>().items.map((item) => item.id);
      expect(ids.indexOf(first.sent.id)).toBeLessThan(ids.indexOf(second.sent.id));
      const one = await api(live.ctx, mod).get('/api/moderation/contact-messages?limit=1');
      const page = one.json<{ items: { id: string }[]; nextCursor: string }>();
      expect(page.items.map((item) => item.id)).toEqual([ids[0]]);
      const next = await api(live.ctx, mod).get(
        `/api/moderation/contact-messages?limit=1&cursor=${page.nextCursor}`,
      );
      expect(next.json<{ items: { id: string }[] }>().items[0]?.id).toBe(ids[1]);
      const bad = await api(live.ctx, mod).get('/api/moderation/contact-messages?cursor=%00x');
      expect(bad.statusCode).toBe(400);
    });

    it('refuses everyone else (access sweep)', async () => {
      const { a, b } = await markedMessage();
      const { a: pending } = await chatPair(db(), [{ isApproved: false }, {}]);
      const cases: [Member | undefined, number][] = [
        [undefined, 401],
        [pending, 403],
        [a, 403],
        [b, 403],
      ];
      for (const [member, status] of cases) {
        const response = await api(live.ctx, member).get('/api/moderation/contact-messages');
        expect(response.statusCode).toBe(status);
      }
    });

    it('the admin report of a marked message says so', async () => {
      const { b, matchId, sent } = await markedMessage();
      const report = await api(live.ctx, b).post(`/api/chats/${matchId}/report`, {
        reason: 'harassment',
        messageId: sent.id,
      });
      expect(report.statusCode).toBe(201);
      const admin = await moderator('admin');
      const queue = await api(live.ctx, admin).get('/api/admin/reports?limit=100');
      const entry = queue
        .json<{ items: { message: { id: string; hasContactDetails: boolean } | null }[] }>()
        .items.find((item) => item.message?.id === sent.id);
      expect(entry?.message?.hasContactDetails).toBe(true);
    });
  });
});
