import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { AFTER_THE_ANSWER, countRequest } from '../../../test/statement-counter';
import { api, insertMembers, type Member } from './discovery.test-support';

// Issue 25, item 2 and issue 35, item 5: a like's answer costs one statement, the session and
// the match included, once the node has read the member's session (decisions 058, 073).
describe('a like in one statement', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  // Not counted: what follows the answer, off its path: the notices' looks (the recipient's:
  // these members asked for no notices, so it ends there) and, for a match, whether each
  // member's guardian follows new matches (issue 39; these members have none).
  const statementsOf = (run: () => Promise<{ statusCode: number; body: string }>) =>
    countRequest(ctx.database, run, AFTER_THE_ANSWER);
  // What a member's page does before any like: it reads something, and the node its session.
  const arrive = async (...members: Member[]) => {
    for (const member of members) {
      expect((await api(ctx, member).get('/api/matches')).statusCode).toBe(200);
    }
  };
  const quiet = { preferences: { receiveNotifications: false } };

  it('a one-way like, the match, and every refusal', async () => {
    const [man, woman] = await insertMembers(ctx.database.db, [
      { gender: 'male', ...quiet },
      { gender: 'female', ...quiet },
    ]);
    await arrive(man!, woman!);
    const first = await statementsOf(() => api(ctx, man!).like(woman!.id));
    expect(first).toMatchObject({ status: 201, count: 1, sessionReads: 0 });
    const back = await statementsOf(() => api(ctx, woman!).like(man!.id));
    expect(back).toMatchObject({ status: 201, count: 1, sessionReads: 0 });
    expect(JSON.parse((await api(ctx, woman!).get('/api/matches')).body).total).toBe(1);

    const again = await statementsOf(() => api(ctx, man!).like(woman!.id));
    expect(again).toMatchObject({ status: 409, count: 1, sessionReads: 0 });
    const [hidden, same] = await insertMembers(ctx.database.db, [
      { isApproved: false, ...quiet },
      { gender: 'male', ...quiet },
    ]);
    expect(await statementsOf(() => api(ctx, man).like(hidden!.id))).toMatchObject({
      status: 404,
      count: 1,
    });
    expect(await statementsOf(() => api(ctx, man).like(same!.id))).toMatchObject({
      status: 403,
      count: 1,
    });
  });

  it('reads the session first when the node has not read it lately', async () => {
    const [man, woman] = await insertMembers(ctx.database.db, [
      { gender: 'male', ...quiet },
      { gender: 'female', ...quiet },
    ]);
    const cold = await statementsOf(() => api(ctx, man!).like(woman!.id));
    expect(cold).toMatchObject({ status: 201, count: 2, sessionReads: 1 });
  });
});
