import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { countStatements } from '../../../test/statement-counter';
import { api, insertMembers } from './discovery.test-support';

// Issue 25, item 2: after the session, a like costs at most two statements, a refusal one.
describe('a like in at most two statements', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  // Not counted: the session, read before the route (or served from the embedded database's
  // cache), and the notices' looks, beside the answer, not before it: the recipient's (these
  // members asked for no notices, so it ends there) and, for a match, whether each member's
  // guardian follows new matches (issue 39; these members have none).
  const beside =
    /\bfrom "session"|"receive_notifications"|^select (?:(?!\bfrom\b)[^])* from "guardianships"/;
  const statementsOf = async (run: () => Promise<{ statusCode: number }>) => {
    const { result, statements } = await countStatements(ctx.database, run);
    const afterSession = statements.filter((text) => !beside.test(text));
    return { status: result.statusCode, count: afterSession.length, statements: afterSession };
  };
  it('a like, the match, and every refusal', async () => {
    // Where likes commit side by side a like that made no match asks once more.
    const plain = ctx.database.kind === 'postgres' ? 2 : 1;
    const quiet = { preferences: { receiveNotifications: false } };
    const [man, woman] = await insertMembers(ctx.database.db, [
      { gender: 'male', ...quiet },
      { gender: 'female', ...quiet },
    ]);
    const first = await statementsOf(() => api(ctx, man!).like(woman!.id));
    expect(first).toMatchObject({ status: 201, count: plain });
    const back = await statementsOf(() => api(ctx, woman!).like(man!.id));
    expect(back).toMatchObject({ status: 201, count: 1 });

    const again = await statementsOf(() => api(ctx, man!).like(woman!.id));
    expect(again).toMatchObject({ status: 409, count: 1 });
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
});
