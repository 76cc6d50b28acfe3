import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { profiles } from '../../db/schema';
import { approveWithPhoto, requestOn } from '../../../test/accounts';
import { twoNodesWithAdminForFile } from '../admin/admin.test-support';
import { deactivate, moderate } from '../admin/lent-session.test-support';
import { insertMembers, type Member } from '../likes/discovery.test-support';

// Decision 062 (SECURITY 8, 34): a node lends the profile reads a session it read lately, as
// it does the like (decision 058), and the read's statement checks it. An ended session, a
// ban, a suspension, a deactivation shows at the next read on every node; a changed standing
// answers as it is now; an approval takes effect at once.
const site = twoNodesWithAdminForFile();
const { nodes, db } = site;

const reads = (app: App, member: Member, other: Member) =>
  Promise.all([
    requestOn(app, member, 'GET', '/api/profiles/me'),
    requestOn(app, member, 'GET', `/api/profiles/${other.id}`),
  ]).then((answers) => answers.map((answer) => answer.statusCode));

/** A man who has just read profiles on both nodes (each remembers his session), and a woman. */
async function arrived() {
  const [man, woman] = await insertMembers(db(), [{ gender: 'male' }, { gender: 'female' }]);
  for (const app of nodes()) expect(await reads(app, man!, woman!)).toEqual([200, 200]);
  return { man: man!, woman: woman! };
}

describe('a profile read on a node that remembers the session (decision 062)', () => {
  it('is refused on every node once the member signed out', async () => {
    const { man, woman } = await arrived();
    expect(
      (await requestOn(site.first.app, man, 'POST', '/api/auth/sign-out', {})).statusCode,
    ).toBe(204);
    for (const app of nodes()) expect(await reads(app, man, woman)).toEqual([401, 401]);
  });

  it('is refused on every node once a moderator banned the member', async () => {
    const { man, woman } = await arrived();
    await moderate(site, man, { decision: 'ban', reason: 'Threats' });
    for (const app of nodes()) expect(await reads(app, man, woman)).toEqual([401, 401]);
  });

  it('is refused on every node once a moderator suspended the member', async () => {
    const { man, woman } = await arrived();
    await moderate(site, man, { decision: 'suspend', days: 7, reason: 'Insults in chat' });
    for (const app of nodes()) expect(await reads(app, man, woman)).toEqual([401, 401]);
  });

  it('is refused on every node once an admin deactivated the member', async () => {
    const { man, woman } = await arrived();
    await deactivate(site, man);
    for (const app of nodes()) expect(await reads(app, man, woman)).toEqual([401, 401]);
  });

  it('answers a standing changed under a live session as it is now', async () => {
    const { man, woman } = await arrived();
    // Written past every node's service: no node forgets the session it lends.
    await db().update(profiles).set({ isApproved: false }).where(eq(profiles.userId, man.id));
    for (const app of nodes()) {
      // His own profile still reads; another's is closed to a pending member (PROFILE_PENDING).
      expect(await reads(app, man, woman)).toEqual([200, 403]);
      expect((await requestOn(app, man, 'GET', `/api/profiles/${man.id}`)).statusCode).toBe(200);
    }
  });

  it('takes an approval at once on every node', async () => {
    const [pending, woman] = await insertMembers(db(), [
      { gender: 'male', isApproved: false },
      { gender: 'female' },
    ]);
    for (const app of nodes()) expect(await reads(app, pending!, woman!)).toEqual([200, 403]);
    await approveWithPhoto(site.first, pending!.id);
    expect(await reads(site.second, pending!, woman!)).toEqual([200, 200]);
  });
});
