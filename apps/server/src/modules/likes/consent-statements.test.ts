import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderedPair } from '../../db/ordered-pair';
import { matches } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { AFTER_THE_ANSWER, countRequest } from '../../../test/statement-counter';
import { api, insertMembers, type Member } from './discovery.test-support';

// Issue 35, P11 (decision 063): the match's consent answer in one statement, the session
// included, once the node has read the member's session (decision 058); a refusal too.
describe('a consent answer in one statement', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  // Not counted: what follows the answer, off its path: the notices' looks (these members
  // asked for none, so it ends there) and whether either member's guardian hears of a chat
  // request (issue 39; these members have none).
  const quiet = { preferences: { receiveNotifications: false } };

  /** A new match of two members who asked for no notices. */
  async function matched(): Promise<{ man: Member; woman: Member; matchId: string }> {
    const [man, woman] = await insertMembers(ctx.database.db, [
      { gender: 'male', ...quiet },
      { gender: 'female', ...quiet },
    ]);
    await api(ctx, man!).like(woman!.id);
    const matchId = (await api(ctx, woman!).like(man!.id)).json().match.matchId as string;
    return { man: man!, woman: woman!, matchId };
  }

  const answer = (member: Member, matchId: string, yes: boolean) =>
    countRequest(
      ctx.database,
      () => api(ctx, member).post(`/api/matches/${matchId}/consent`, { answer: yes }),
      AFTER_THE_ANSWER,
    );

  it('the first yes, the second (the chat opens), a second answer and a no', async () => {
    const { man, woman, matchId } = await matched();
    const first = await answer(man, matchId, true);
    expect(first).toMatchObject({ status: 200, count: 1, sessionReads: 0 });
    const again = await answer(man, matchId, false);
    expect(again).toMatchObject({ status: 409, count: 1, sessionReads: 0 });
    const opening = await answer(woman, matchId, true);
    expect(opening).toMatchObject({ status: 200, count: 1, sessionReads: 0 });

    const declined = await matched();
    const no = await answer(declined.woman, declined.matchId, false);
    expect(no).toMatchObject({ status: 200, count: 1, sessionReads: 0 });
    const late = await answer(declined.man, declined.matchId, true);
    expect(late).toMatchObject({ status: 409, count: 1, sessionReads: 0 });
  });

  it('reads the session first when the node has not read it lately', async () => {
    const [man, woman] = await insertMembers(ctx.database.db, [
      { gender: 'male', ...quiet },
      { gender: 'female', ...quiet },
    ]);
    // Made in the database, so neither member's session was read by this node.
    const [user1Id, user2Id] = orderedPair(man!.id, woman!.id);
    const [made] = await ctx.database.db
      .insert(matches)
      .values({ user1Id, user2Id })
      .returning({ id: matches.id });
    const cold = await answer(man!, made!.id, true);
    expect(cold).toMatchObject({ status: 200, count: 2, sessionReads: 1 });
  });
});
