import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { api, type Member } from '../likes/discovery.test-support';
import { shortName } from '../members';
import {
  answerSharing,
  consent,
  guardedMatch,
  guardianChats,
  guardianMessages,
  sendText,
  sharingState,
} from './chat-sharing.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const matchOf = async (member: Member, matchId: string) => {
  const page = (await api(ctx, member).get('/api/matches')).json();
  return page.items.find((m: { matchId: string }) => m.matchId === matchId);
};
const chatOpen = async (member: Member, matchId: string) =>
  (await api(ctx, member).get(`/api/chats/${matchId}/messages`)).statusCode === 200;

describe('decision 051: the other member agrees before a guarded member chat opens', () => {
  for (const firstToConsent of ['man', 'woman'] as const) {
    for (const accept of [true, false]) {
      it(`${firstToConsent} consents first, the man ${accept ? 'accepts' : 'declines'}`, async () => {
        const pair = await guardedMatch(ctx, { woman: {} });
        const { man, woman, matchId } = pair;
        const order = firstToConsent === 'man' ? [man, woman] : [woman, man];
        expect((await consent(ctx, order[0]!, matchId)).json().chatOpen).toBe(false);
        const second = (await consent(ctx, order[1]!, matchId)).json();
        // Both said yes, and still the chat waits for the man's answer.
        expect(second).toMatchObject({ chatOpen: false, myAnswer: true, otherAnswer: true });
        expect(await chatOpen(man, matchId)).toBe(false);
        expect(await chatOpen(woman, matchId)).toBe(false);

        const asked = (await sharingState(ctx, man, matchId)).json();
        expect(asked).toMatchObject({
          outcome: 'waiting',
          toMe: { relation: 'mother', answer: 'asked', sharingRequired: false },
          aboutMe: null,
        });
        expect(asked.toMe.about).toBe(shortName(woman.name));
        expect((await sharingState(ctx, woman, matchId)).json()).toMatchObject({
          outcome: 'waiting',
          toMe: null,
          aboutMe: { relation: 'mother', answer: 'asked' },
        });
        expect((await api(ctx, man).get('/api/chat-sharing')).json().items).toEqual([
          expect.objectContaining({ matchId, outcome: 'waiting' }),
        ]);
        // The guarded member is not the one asked.
        const refused = await answerSharing(ctx, woman, matchId, true);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error.code).toBe('CHAT_SHARING_NOT_ASKED');
        // Nothing yet for the mother.
        expect(
          (await guardianChats(ctx, pair.womanFamily!.guardian, woman.id)).json().items,
        ).toEqual([]);

        const answered = await answerSharing(ctx, man, matchId, accept);
        expect(answered.statusCode).toBe(200);
        expect(answered.json()).toMatchObject({
          outcome: 'open',
          toMe: { answer: accept ? 'accepted' : 'declined', answeredAt: expect.any(String) },
        });
        // Either way the chat opens now (no "sharing required"); an answer is given once.
        expect(await chatOpen(man, matchId)).toBe(true);
        expect((await matchOf(woman, matchId)).chatOpen).toBe(true);
        expect((await answerSharing(ctx, man, matchId, !accept)).statusCode).toBe(409);
        expect((await api(ctx, man).get('/api/chat-sharing')).json().items).toEqual([]);

        expect((await sendText(ctx, woman, matchId, 'Salam')).statusCode).toBe(200);
        expect((await sendText(ctx, man, matchId, 'Salam, necəsiniz?')).statusCode).toBe(200);
        const list = (await guardianChats(ctx, pair.womanFamily!.guardian, woman.id)).json();
        const copies = await guardianMessages(ctx, pair.womanFamily!.guardian, woman.id, matchId);
        if (accept) {
          expect(list.items).toEqual([
            expect.objectContaining({ matchId, sharedSince: expect.any(String) }),
          ]);
          expect(copies.statusCode).toBe(200);
          expect(copies.json().items).toMatchObject([
            { fromMember: false, kind: 'text', body: 'Salam, necəsiniz?' },
            { fromMember: true, kind: 'text', body: 'Salam' },
          ]);
        } else {
          // A declined chat: the guardian never sees it, not even that it exists.
          expect(list.items).toEqual([]);
          expect(copies.statusCode).toBe(404);
        }
      });
    }
  }

  it('a decline where the guarded member asked for it closes the chat for good, for both', async () => {
    const { man, woman, matchId } = await guardedMatch(ctx, { woman: { sharingRequired: true } });
    await consent(ctx, woman, matchId);
    await consent(ctx, man, matchId);
    expect((await sharingState(ctx, man, matchId)).json().toMe.sharingRequired).toBe(true);
    const declined = await answerSharing(ctx, man, matchId, false);
    expect(declined.json()).toMatchObject({ outcome: 'closed', toMe: { answer: 'declined' } });
    expect((await sharingState(ctx, woman, matchId)).json()).toMatchObject({
      outcome: 'closed',
      aboutMe: { answer: 'declined' },
    });
    expect(await chatOpen(man, matchId)).toBe(false);
    expect(await chatOpen(woman, matchId)).toBe(false);
    expect((await answerSharing(ctx, man, matchId, true)).statusCode).toBe(409);
    // Both keep seeing the final state in their list.
    expect((await api(ctx, woman).get('/api/chat-sharing')).json().items).toEqual([
      expect.objectContaining({ matchId, outcome: 'closed' }),
    ]);
  });

  it('an acceptance where sharing is required opens the chat with copies', async () => {
    const pair = await guardedMatch(ctx, { woman: { sharingRequired: true } });
    await consent(ctx, pair.man, pair.matchId);
    await consent(ctx, pair.woman, pair.matchId);
    expect((await answerSharing(ctx, pair.man, pair.matchId, true)).json().outcome).toBe('open');
    expect(await chatOpen(pair.woman, pair.matchId)).toBe(true);
  });

  for (const [manAnswer, womanAnswer] of [
    [true, true],
    [true, false],
    [false, true],
    [false, false],
  ] as const) {
    it(`both guarded: the man ${manAnswer ? 'accepts' : 'declines'} the mother, the woman ${womanAnswer ? 'accepts' : 'declines'} the sister`, async () => {
      const pair = await guardedMatch(ctx, { woman: {}, man: {} });
      const { man, woman, matchId } = pair;
      await consent(ctx, man, matchId);
      await consent(ctx, woman, matchId);
      expect((await sharingState(ctx, woman, matchId)).json()).toMatchObject({
        toMe: { relation: 'sister', answer: 'asked' },
        aboutMe: { relation: 'mother', answer: 'asked' },
      });
      // The first answer alone opens nothing: the other question is still open.
      expect((await answerSharing(ctx, man, matchId, manAnswer)).json().outcome).toBe('waiting');
      expect(await chatOpen(man, matchId)).toBe(false);
      expect((await answerSharing(ctx, woman, matchId, womanAnswer)).json().outcome).toBe('open');
      expect(await chatOpen(man, matchId)).toBe(true);
      await sendText(ctx, man, matchId, 'Salam');

      const mother = await guardianMessages(ctx, pair.womanFamily!.guardian, woman.id, matchId);
      const sister = await guardianMessages(ctx, pair.manFamily!.guardian, man.id, matchId);
      expect(mother.statusCode).toBe(manAnswer ? 200 : 404);
      expect(sister.statusCode).toBe(womanAnswer ? 200 : 404);
      // Each guardian reads their own member's chats only.
      expect((await guardianChats(ctx, pair.womanFamily!.guardian, man.id)).statusCode).toBe(404);
      expect(
        (await guardianMessages(ctx, pair.manFamily!.guardian, woman.id, matchId)).statusCode,
      ).toBe(404);
    });
  }

  it('shows no message sent before the agreement, and shows attachments as such', async () => {
    const pair = await guardedMatch(ctx, { woman: {} });
    const { man, woman, matchId } = pair;
    await consent(ctx, man, matchId);
    await consent(ctx, woman, matchId);
    const accepted = (await answerSharing(ctx, man, matchId, true)).json();
    const since = new Date(accepted.toMe.answeredAt).getTime();
    // A message stamped a second before the agreement (as if sent then) is never copied.
    await ctx.database.db.insert(messages).values([
      {
        matchId,
        senderId: man.id,
        clientId: 'before',
        body: 'before the agreement',
        createdAt: new Date(since - 1000),
      },
      {
        matchId,
        senderId: woman.id,
        clientId: 'picture',
        type: 'image',
        attachmentKey: 'chat/x.webp',
        attachmentName: 'x.webp',
        attachmentMime: 'image/webp',
        attachmentSize: 10,
        createdAt: sql`clock_timestamp()`,
      },
    ]);
    await sendText(ctx, man, matchId, 'after');
    const copies = (
      await guardianMessages(ctx, pair.womanFamily!.guardian, woman.id, matchId)
    ).json();
    expect(
      copies.items.map((m: { body: string | null; kind: string }) => [m.kind, m.body]),
    ).toEqual([
      ['text', 'after'],
      ['attachment', null],
    ]);
    // Keyset pages, newest first.
    const first = (
      await guardianMessages(ctx, pair.womanFamily!.guardian, woman.id, matchId, '?limit=1')
    ).json();
    expect(first.items).toHaveLength(1);
    const next = (
      await guardianMessages(
        ctx,
        pair.womanFamily!.guardian,
        woman.id,
        matchId,
        `?limit=1&cursor=${first.nextCursor}`,
      )
    ).json();
    expect(next.items[0].kind).toBe('attachment');
    expect(next.nextCursor).toBeNull();
  });
});
