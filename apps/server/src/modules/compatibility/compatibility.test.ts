import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { requestAs } from '../../../test/accounts';
import { insertMembers, type Member } from '../likes/discovery.test-support';

describe('compatibility answers (issue 27)', () => {
  let ctx: TestApp;
  let owner: Member;
  let other: Member;
  let pending: Member;
  let moderator: Member;
  let admin: Member;
  beforeAll(async () => {
    ctx = await buildTestApp();
    [owner, other, pending, moderator, admin] = (await insertMembers(ctx.database.db, [
      {},
      {},
      { isApproved: false },
      {},
      {},
    ])) as [Member, Member, Member, Member, Member];
    await ctx.database.db.insert(userRoles).values([
      { userId: moderator.id, role: 'moderator' },
      { userId: admin.id, role: 'admin' },
    ]);
  });
  afterAll(() => ctx.close());

  const list = (member?: Member) => requestAs(ctx, member, 'GET', '/api/compatibility/answers');
  const put = (member: Member | undefined, questionId: number | string, payload: unknown) =>
    requestAs(ctx, member, 'PUT', `/api/compatibility/answers/${questionId}`, payload as object);
  const remove = (member: Member | undefined, questionId: number | string) =>
    requestAs(ctx, member, 'DELETE', `/api/compatibility/answers/${questionId}`);

  const valid = { answer: 1, accepted: [0, 1], importance: 'very', useInScore: false };

  it('saves each answer as it is given, changes it, and clears it when skipped', async () => {
    expect((await list(owner)).json()).toEqual({ answers: [] });
    const saved = await put(owner, 7, valid);
    expect(saved.statusCode).toBe(200);
    // Consent is asked only for sensitive questions; other answers are always scored.
    expect(saved.json()).toEqual({ questionId: 7, ...valid, useInScore: true });
    expect((await put(owner, 1, { ...valid, importance: 'mandatory' })).statusCode).toBe(200);
    expect((await put(owner, 7, { ...valid, answer: 4, accepted: [4] })).statusCode).toBe(200);
    expect((await list(owner)).json()).toEqual({
      answers: [
        { questionId: 1, ...valid, importance: 'mandatory', useInScore: false },
        { questionId: 7, ...valid, answer: 4, accepted: [4], useInScore: true },
      ],
    });
    expect((await remove(owner, 7)).statusCode).toBe(204);
    expect((await remove(owner, 7)).statusCode).toBe(204);
    expect((await list(owner)).json().answers).toHaveLength(1);
  });

  it('keeps consent on a sensitive answer as the member gave it', async () => {
    const me = (await insertMembers(ctx.database.db, [{}]))[0]!;
    expect((await put(me, 2, { ...valid, useInScore: true })).json().useInScore).toBe(true);
    expect((await put(me, 38, valid)).json().useInScore).toBe(false);
  });

  it('lets pending members answer, and every caller sees and clears only their own answers', async () => {
    expect((await put(pending, 3, { ...valid, answer: 2, accepted: [2] })).statusCode).toBe(200);
    expect((await put(other, 12, { ...valid, importance: 'aLittle' })).statusCode).toBe(200);
    expect((await put(owner, 12, valid)).statusCode).toBe(200);
    const ownerAnswers = (await list(owner)).json();
    expect(ownerAnswers.answers).toContainEqual({ questionId: 12, ...valid, useInScore: true });
    const expected = new Map([
      [pending, [3]],
      [other, [12]],
      [moderator, []],
      [admin, []],
    ]);
    for (const [member, questionIds] of expected) {
      const answers = (await list(member)).json().answers as { questionId: number }[];
      expect(answers.map((answer) => answer.questionId)).toEqual(questionIds);
    }
    for (const member of expected.keys()) await remove(member, 12);
    expect((await list(owner)).json()).toEqual(ownerAnswers);
  });

  it('refuses anonymous callers on every route', async () => {
    for (const response of [
      await list(),
      await put(undefined, 7, valid),
      await remove(undefined, 7),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses hostile input with 400 and a typed body, saving nothing', async () => {
    const me = (await insertMembers(ctx.database.db, [{}]))[0]!;
    const refused: [number | string, unknown][] = [
      [9999, valid],
      [0, valid],
      ['abc', valid],
      ['7%00', valid],
      ['-1', valid],
      ['1.5', valid],
      [7, { ...valid, answer: 5 }],
      [3, { ...valid, answer: 3 }],
      [3, { ...valid, accepted: [0, 3] }],
      [7, { ...valid, answer: -1 }],
      [7, { ...valid, accepted: [] }],
      [7, { ...valid, accepted: [1, 1] }],
      [7, { ...valid, importance: 'very\u0000' }],
      [7, { ...valid, importance: 'always' }],
      [7, { ...valid, answer: '1\u0000' }],
      [7, { answer: 1 }],
      [7, { ...valid, accepted: Array.from({ length: 10_000 }, () => 0) }],
      [7, { ...valid, importance: 'x'.repeat(100_000) }],
    ];
    for (const [questionId, payload] of refused) {
      const response = await put(me, questionId, payload);
      expect(response.statusCode, `${questionId} ${JSON.stringify(payload).slice(0, 80)}`).toBe(
        400,
      );
      expect(response.json().error.code).toMatch(/^(VALIDATION_FAILED|INVALID_TEXT)$/);
    }
    for (const questionId of [9999, 'abc', '7%00']) {
      expect((await remove(me, questionId)).statusCode).toBe(400);
    }
    expect((await list(me)).json()).toEqual({ answers: [] });
  });
});
