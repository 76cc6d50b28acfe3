import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { orderedPair } from '../../db/ordered-pair';
import { matches } from '../../db/schema';
import { requestOn } from '../../../test/accounts';
import { twoNodesWithAdminForFile } from '../admin/admin.test-support';
import { deactivate, moderate } from '../admin/lent-session.test-support';
import { insertMembers, type Member } from './discovery.test-support';

// Decision 063 (as 058 for the like; SECURITY 8, 34): a node lends the consent answer a
// session it read lately, and the answer's statement checks it. An ended session, a ban, a
// deactivation shows at the next answer on every node, and nothing is stored.
const site = twoNodesWithAdminForFile();
const { nodes, db } = site;

const answer = (app: App, member: Member, matchId: string) =>
  requestOn(app, member, 'POST', `/api/matches/${matchId}/consent`, { answer: true });

/** A man matched with one woman per node, who has just used the site on both nodes. */
async function arrived() {
  const [man, ...women] = await insertMembers(db(), [
    { gender: 'male' },
    { gender: 'female' },
    { gender: 'female' },
  ]);
  const matchIds: string[] = [];
  for (const woman of women) {
    const [user1Id, user2Id] = orderedPair(man!.id, woman.id);
    const [made] = await db()
      .insert(matches)
      .values({ user1Id, user2Id })
      .returning({ id: matches.id });
    matchIds.push(made!.id);
  }
  for (const app of nodes()) {
    expect((await requestOn(app, man!, 'GET', '/api/matches')).statusCode).toBe(200);
  }
  return { man: man!, matchIds };
}

/** Each node refuses the man's answer with one of `codes`, and neither match changed. */
async function refusedEverywhere(man: Member, matchIds: string[], codes: number[]) {
  for (const [index, app] of nodes().entries()) {
    expect(codes).toContain((await answer(app, man, matchIds[index]!)).statusCode);
  }
  const rows = await db().select().from(matches);
  for (const matchId of matchIds) {
    const stored = rows.find((row) => row.id === matchId)!;
    expect([stored.user1WantsChat, stored.user2WantsChat]).toEqual([null, null]);
  }
}

describe('a consent answer on a node that remembers the session (decision 063)', () => {
  it('is refused on every node once the member signed out', async () => {
    const { man, matchIds } = await arrived();
    expect(
      (await requestOn(site.first.app, man, 'POST', '/api/auth/sign-out', {})).statusCode,
    ).toBe(204);
    await refusedEverywhere(man, matchIds, [401]);
  });

  it('is refused on every node once a moderator banned the member', async () => {
    const { man, matchIds } = await arrived();
    await moderate(site, man, { decision: 'ban', reason: 'Threats' });
    await refusedEverywhere(man, matchIds, [401]);
  });

  it('is refused on every node once an admin deactivated the member', async () => {
    const { man, matchIds } = await arrived();
    await deactivate(site, man);
    await refusedEverywhere(man, matchIds, [401, 403]);
  });

  it('answers on the other node as on the one that read the session', async () => {
    const { man, matchIds } = await arrived();
    for (const [index, app] of nodes().entries()) {
      expect((await answer(app, man, matchIds[index]!)).statusCode).toBe(200);
    }
  });
});
