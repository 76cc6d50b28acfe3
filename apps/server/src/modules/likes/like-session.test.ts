import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { approveWithPhoto, requestOn } from '../../../test/accounts';
import { twoNodesWithAdminForFile } from '../admin/admin.test-support';
import { deactivate, moderate } from '../admin/lent-session.test-support';
import { insertMembers, type Member } from './discovery.test-support';

// Decision 058 (SECURITY 8, 34): a node lends the like a session it read lately instead of
// reading it again, and the like's statement checks it. An ended session, a ban, a
// deactivation shows at the next like on every node; an approval too, at once.
const site = twoNodesWithAdminForFile();
const { nodes, db } = site;

const like = (app: App, member: Member, userId: string) =>
  requestOn(app, member, 'POST', '/api/likes', { userId });

/** A man who has just used the site on both nodes (each remembers his session), and women. */
async function arrived(women: number) {
  const [man, ...others] = await insertMembers(db(), [
    { gender: 'male' },
    ...Array.from({ length: women }, () => ({ gender: 'female' as const })),
  ]);
  for (const app of nodes()) {
    expect((await requestOn(app, man!, 'GET', '/api/matches')).statusCode).toBe(200);
  }
  return { man: man!, women: others };
}

describe('a like on a node that remembers the session (decision 058)', () => {
  it('is refused on every node once the member signed out', async () => {
    const { man, women } = await arrived(2);
    expect(
      (await requestOn(site.first.app, man, 'POST', '/api/auth/sign-out', {})).statusCode,
    ).toBe(204);
    for (const [index, app] of nodes().entries()) {
      expect((await like(app, man, women[index]!.id)).statusCode).toBe(401);
    }
  });

  it('is refused on every node once a moderator banned the member', async () => {
    const { man, women } = await arrived(2);
    await moderate(site, man, { decision: 'ban', reason: 'Threats' });
    for (const [index, app] of nodes().entries()) {
      expect((await like(app, man, women[index]!.id)).statusCode).toBe(401);
    }
  });

  it('is refused on every node once an admin deactivated the member', async () => {
    const { man, women } = await arrived(2);
    await deactivate(site, man);
    for (const [index, app] of nodes().entries()) {
      expect([401, 403]).toContain((await like(app, man, women[index]!.id)).statusCode);
    }
  });

  it('takes an approval at once on every node', async () => {
    const [pending] = await insertMembers(db(), [{ gender: 'male', isApproved: false }]);
    const [woman] = await insertMembers(db(), [{ gender: 'female' }]);
    for (const app of nodes()) {
      expect((await like(app, pending!, woman!.id)).statusCode).toBe(403);
    }
    await approveWithPhoto(site.first, pending!.id);
    expect((await like(site.second, pending!, woman!.id)).statusCode).toBe(201);
  });
});
