import { questionsById } from '@vusal/shared/compatibility/questions/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/accounts';
import { buildTestApp, manualClock, type TestApp } from '../../../test/app';
import { insertMembers, type Member } from '../likes/discovery.test-support';

const DAY_MS = 24 * 60 * 60 * 1000;
const questions = [...questionsById.values()];
const privateOnes = questions.filter((q) => q.sensitive).slice(0, 3);
const ordinary = questions.filter((q) => !q.sensitive).slice(0, 5);
const everyIndex = (questionId: number) =>
  questionsById.get(questionId)!.answers.map((_, index) => index);

/**
 * Issue 34, item 10: the percentage is computed with the viewer's answers as they were at most a
 * day ago, so changing one's own answers and reading another member's percentage again cannot
 * recover that member's private answers; Best match reads the same snapshot.
 */
describe('a member cannot probe private answers through the percentage (issue 34)', () => {
  const clock = manualClock();
  let ctx: TestApp;
  let prober: Member;
  let target: Member;
  let other: Member;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { clock });
    [prober, target, other] = (await insertMembers(ctx.database.db, [
      { gender: 'male', preferences: { minAge: 18, maxAge: 60, searchCity: null } },
      { gender: 'female' },
      { gender: 'female' },
    ])) as [Member, Member, Member];
  });
  afterAll(() => ctx.close());

  const save = (
    member: Member,
    questionId: number,
    answer: { answer: number; accepted: number[]; importance: string },
  ) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/compatibility/answers/${questionId}`,
      headers: as(member),
      payload: { ...answer, useInScore: true },
    });
  /** Answers every question of the test, accepting any answer. */
  const easygoing = async (member: Member, answer = 0) => {
    for (const { id } of [...privateOnes, ...ordinary]) {
      const saved = await save(member, id, {
        answer,
        accepted: everyIndex(id),
        importance: 'somewhat',
      });
      expect(saved.statusCode).toBe(200);
    }
  };
  const percentOf = async (member: Member): Promise<number | null> => {
    const view = await ctx.app.inject({ url: `/api/profiles/${member.id}`, headers: as(prober) });
    expect(view.statusCode).toBe(200);
    return view.json().compatibility?.percent ?? null;
  };
  const bestMatch = async () => {
    const page = await ctx.app.inject({
      url: '/api/discovery/browse?order=best',
      headers: as(prober),
    });
    return (page.json().items as { userId: string; compatibility: { percent: number } | null }[])
      .filter((item) => [target.id, other.id].includes(item.userId))
      .map((item) => [item.userId, item.compatibility?.percent ?? null]);
  };

  it('keeps the percentage and the Best match order still for a day, then counts the new answers', async () => {
    // The target answers the private questions with their first answer; the other member too,
    // but on a different answer, so that a probe would tell them apart.
    await easygoing(target, 0);
    await easygoing(other, 1);
    await easygoing(prober);
    const before = await percentOf(target);
    expect(before).toBeGreaterThan(0);
    const order = await bestMatch();
    expect(order).toHaveLength(2);

    // The attack: accept only one answer of a private question, mandatory, and read again.
    const seen = new Set<number | null>();
    for (const question of privateOnes) {
      for (const index of everyIndex(question.id)) {
        await save(prober, question.id, { answer: 0, accepted: [index], importance: 'mandatory' });
        seen.add(await percentOf(target));
        expect(await bestMatch()).toEqual(order);
        clock.advance(60 * 60 * 1000);
      }
      await save(prober, question.id, {
        answer: 0,
        accepted: everyIndex(question.id),
        importance: 'somewhat',
      });
    }
    expect([...seen]).toEqual([before]);

    // A day after the snapshot, the answers count: accepting only an answer the target did not
    // give, as mandatory, is a dealbreaker.
    const [first] = privateOnes;
    await save(prober, first!.id, { answer: 0, accepted: [1], importance: 'mandatory' });
    expect(await percentOf(target)).toBe(before);
    clock.advance(DAY_MS);
    expect(await percentOf(target)).toBe(0);
    expect(await bestMatch()).not.toEqual(order);
  });
});

/**
 * Issue 37, item 2: a member who looked around before answering held an empty snapshot, so their
 * first five answers showed no percentage, and no Best match, for a whole day. A snapshot too
 * small to score anything tells nothing to probe with, so it is retaken once there is more.
 */
describe('the first percentage appears as soon as five shared answers exist (issue 37)', () => {
  const clock = manualClock();
  let ctx: TestApp;
  let newcomer: Member;
  let match: Member;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { clock });
    [newcomer, match] = (await insertMembers(ctx.database.db, [
      { gender: 'male', preferences: { minAge: 18, maxAge: 60, searchCity: null } },
      { gender: 'female' },
    ])) as [Member, Member];
  });
  afterAll(() => ctx.close());

  const answerAll = async (member: Member, count: number) => {
    for (const { id } of ordinary.slice(0, count)) {
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: `/api/compatibility/answers/${id}`,
        headers: as(member),
        payload: { answer: 0, accepted: everyIndex(id), importance: 'somewhat', useInScore: true },
      });
      expect(saved.statusCode).toBe(200);
    }
  };
  const view = async () => {
    const profile = await ctx.app.inject({
      url: `/api/profiles/${match.id}`,
      headers: as(newcomer),
    });
    const browse = await ctx.app.inject({ url: '/api/discovery/browse', headers: as(newcomer) });
    const card = (browse.json().items as { userId: string; compatibility: unknown }[]).find(
      (item) => item.userId === match.id,
    );
    return {
      percent: profile.json().compatibility?.percent ?? null,
      onCard: card?.compatibility ?? null,
      order: browse.json().filters.order,
    };
  };

  it('shows it at once after the fifth answer, though the member looked around before', async () => {
    await answerAll(match, 5);
    expect(await view()).toEqual({ percent: null, onCard: null, order: 'newest' });
    await answerAll(newcomer, 4);
    expect((await view()).percent).toBeNull();
    clock.advance(60 * 60 * 1000);
    await answerAll(newcomer, 5);
    const seen = await view();
    expect(seen.percent).toBeGreaterThan(0);
    expect(seen.onCard).toMatchObject({ percent: seen.percent });
    expect(seen.order).toBe('best');
  });
});
