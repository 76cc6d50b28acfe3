import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchStatus } from '@vusal/shared/schemas/likes';
import { blocks, matches, profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { api, couple, type Member } from './discovery.test-support';

/** A fresh match between a new man and woman; the man liked first. */
async function matched(ctx: TestApp): Promise<{ a: Member; b: Member; matchId: string }> {
  const [a, b] = await couple(ctx.database.db);
  await api(ctx, a).like(b.id);
  const response = await api(ctx, b).like(a.id);
  return { a, b, matchId: response.json().match.matchId };
}

const statusOf = async (ctx: TestApp, member: Member, matchId: string) => {
  const page = (await api(ctx, member).get('/api/matches')).json();
  return page.items.find((m: { matchId: string }) => m.matchId === matchId)?.status as
    MatchStatus | undefined;
};

type Step = { who: 'a' | 'b'; answer: boolean };

// Every order of both answers: who answers first, and what each says.
const orders: Step[][] = [];
for (const first of ['a', 'b'] as const) {
  for (const firstAnswer of [true, false]) {
    for (const secondAnswer of [true, false]) {
      const second = first === 'a' ? 'b' : 'a';
      orders.push([
        { who: first, answer: firstAnswer },
        { who: second, answer: secondAnswer },
      ]);
    }
  }
}

/** After the first answer: the label each side sees (product.md section 4). */
function afterFirst(step: Step): { answered: MatchStatus; other: MatchStatus } {
  return step.answer
    ? { answered: 'waitingOther', other: 'waitingMe' }
    : { answered: 'declined', other: 'declined' };
}

describe('D14: double consent', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it.each(
    orders.map(
      (steps) =>
        [steps.map((s) => `${s.who}:${s.answer ? 'yes' : 'no'}`).join(' then '), steps] as const,
    ),
  )('%s', async (_name, steps) => {
    const pair = await matched(ctx);
    expect(await statusOf(ctx, pair.a, pair.matchId)).toBe('new');
    expect(await statusOf(ctx, pair.b, pair.matchId)).toBe('new');

    const [first, second] = steps;
    const answer = (step: Step) =>
      api(ctx, pair[step.who]).post(`/api/matches/${pair.matchId}/consent`, {
        answer: step.answer,
      });

    const one = await answer(first!);
    expect(one.statusCode).toBe(200);
    const expected = afterFirst(first!);
    expect(one.json().status).toBe(expected.answered);
    const otherOne = first!.who === 'a' ? pair.b : pair.a;
    expect(await statusOf(ctx, otherOne, pair.matchId)).toBe(expected.other);

    // Each side answers once.
    const repeat = await answer({ who: first!.who, answer: !first!.answer });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().error.code).toBe('CONSENT_ALREADY_GIVEN');

    const two = await answer(second!);
    if (!first!.answer) {
      // After a no the question is closed for both: the other's answer is refused, not stored.
      expect(two.statusCode).toBe(409);
      expect(two.json().error.code).toBe('CHAT_DECLINED');
      const [row] = await ctx.database.db
        .select()
        .from(matches)
        .where(eq(matches.id, pair.matchId));
      const stored = [row!.user1WantsChat, row!.user2WantsChat];
      expect(stored.filter((value) => value === null)).toHaveLength(1);
      expect(row!.chatOpened).toBe(false);
      for (const member of [pair.a, pair.b]) {
        expect(await statusOf(ctx, member, pair.matchId)).toBe('declined');
      }
      return;
    }
    expect(two.statusCode).toBe(200);
    const isOpen = first!.answer && second!.answer;
    expect(two.json()).toMatchObject({
      chatOpen: isOpen,
      status: isOpen ? 'open' : 'declined',
    });
    for (const member of [pair.a, pair.b]) {
      expect(await statusOf(ctx, member, pair.matchId)).toBe(isOpen ? 'open' : 'declined');
    }
  });

  it('answers only for oneself: nobody else can answer or see the match (404)', async () => {
    const pair = await matched(ctx);
    const [stranger] = await couple(ctx.database.db);
    const response = await api(ctx, stranger).post(`/api/matches/${pair.matchId}/consent`, {
      answer: true,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect((await api(ctx, stranger).delete(`/api/matches/${pair.matchId}`)).statusCode).toBe(404);
    expect(await statusOf(ctx, stranger, pair.matchId)).toBeUndefined();
  });

  it('lists matches newest first; unmatch removes one for both, and they never meet again', async () => {
    const [me] = await couple(ctx.database.db);
    const women = [(await couple(ctx.database.db))[1], (await couple(ctx.database.db))[1]];
    const ids: string[] = [];
    for (const woman of women) {
      await api(ctx, me).like(woman.id);
      ids.push((await api(ctx, woman).like(me.id)).json().match.matchId);
    }
    const page = (await api(ctx, me).get('/api/matches')).json();
    expect(page.items.map((m: { matchId: string }) => m.matchId)).toEqual([...ids].reverse());
    expect(page.total).toBe(2);

    const full = await api(ctx, me).get(`/api/profiles/${women[0]!.id}`);
    expect(full.json().isFull).toBe(true);
    expect((await api(ctx, women[0]!).delete(`/api/matches/${ids[0]}`)).statusCode).toBe(204);
    // The full profile needed the match; the preview is what remains.
    const preview = await api(ctx, me).get(`/api/profiles/${women[0]!.id}`);
    expect(preview.json().isFull).toBe(false);
    expect(await statusOf(ctx, me, ids[0]!)).toBeUndefined();
    expect(await statusOf(ctx, women[0]!, ids[0]!)).toBeUndefined();
    const browse = (await api(ctx, women[0]!).get('/api/discovery/explore?city=all')).json();
    expect(browse.items.map((c: { userId: string }) => c.userId)).not.toContain(me.id);
    const liked = (await api(ctx, me).get('/api/likes/received')).json();
    expect(liked.items).toEqual([]);
    expect((await api(ctx, me).like(women[0]!.id)).statusCode).toBe(409);
  });

  describe('a refused answer stores nothing (issue 20)', () => {
    const row = async (matchId: string) =>
      (await ctx.database.db.select().from(matches).where(eq(matches.id, matchId)))[0];
    const answerOf = (who: Member, matchId: string, answer: boolean) =>
      api(ctx, who).post(`/api/matches/${matchId}/consent`, { answer });
    const hide = (member: Member, change: Partial<typeof profiles.$inferInsert>) =>
      ctx.database.db.update(profiles).set(change).where(eq(profiles.userId, member.id));

    const refusals: [string, (pair: { a: Member; b: Member }) => Promise<unknown>][] = [
      ['the other member deactivated', ({ b }) => hide(b, { isActive: false })],
      ['the other member deleted the account', ({ b }) => hide(b, { deletedAt: new Date() })],
      ['the other member is no longer approved', ({ b }) => hide(b, { isApproved: false })],
      [
        'a block the match outlived',
        ({ a, b }) => ctx.database.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id }),
      ],
    ];

    it.each(refusals)('%s: 404, and neither answer changes', async (_name, change) => {
      for (const answer of [true, false]) {
        const pair = await matched(ctx);
        await change(pair);
        const before = await row(pair.matchId);
        const response = await answerOf(pair.a, pair.matchId, answer);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
        expect(await row(pair.matchId)).toEqual(before);
      }
    });

    it('a stranger, an ended match and a second answer change nothing', async () => {
      const pair = await matched(ctx);
      const [stranger] = await couple(ctx.database.db);
      const before = await row(pair.matchId);
      expect((await answerOf(stranger, pair.matchId, false)).statusCode).toBe(404);
      expect(await row(pair.matchId)).toEqual(before);

      expect((await answerOf(pair.a, pair.matchId, true)).statusCode).toBe(200);
      const answered = await row(pair.matchId);
      expect((await answerOf(pair.a, pair.matchId, false)).statusCode).toBe(409);
      expect(await row(pair.matchId)).toEqual(answered);

      expect((await api(ctx, pair.b).delete(`/api/matches/${pair.matchId}`)).statusCode).toBe(204);
      const ended = await row(pair.matchId);
      expect((await answerOf(pair.b, pair.matchId, true)).statusCode).toBe(404);
      expect(await row(pair.matchId)).toEqual(ended);
    });
  });
});
