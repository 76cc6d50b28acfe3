// Test helpers of the routes lent a remembered session (decisions 058, 062, 063, 065).
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { requestOn } from '../../../test/accounts';
import type { Database } from '../../db/client';
import { eq } from 'drizzle-orm';
import { profiles, session, userRoles } from '../../db/schema';
import { insertGuardian } from '../family/family.test-support';
import { insertMembers, type Member } from '../likes/discovery.test-support';
import { insertReport, twoNodesWithAdminForFile } from './admin.test-support';

type TwoNodes = ReturnType<typeof twoNodesWithAdminForFile>;

/** A moderator's decision on `member` (a ban, a suspension), on a report made of them. */
export async function moderate(site: TwoNodes, member: Member, decision: object) {
  const [reporter] = await insertMembers(site.db(), [{}]);
  const reportId = await insertReport(site.db(), {
    reporterId: reporter!.id,
    targetUserId: member.id,
    reason: 'harassment',
  });
  const url = `/api/admin/reports/${reportId}/decision`;
  expect((await requestOn(site.first.app, site.admin, 'POST', url, decision)).statusCode).toBe(200);
}

/** The admin deactivates `member`'s account. */
export async function deactivate(site: TwoNodes, member: Member) {
  const url = `/api/admin/users/${member.id}/active`;
  const answer = await requestOn(site.first.app, site.admin, 'POST', url, { active: false });
  expect(answer.statusCode).toBe(200);
}

/** What a read needs of the site: the member reading, and what they read about. */
export type LentRead<Setting> = {
  /** A member and what they read, made in the database; `read` runs on both nodes before. */
  arrange(db: Database): Promise<{ member: Member; setting: Setting }>;
  /** The read's status on `app`. */
  read(app: App, member: Member, setting: Setting): Promise<number>;
};

/**
 * A read marked `sessionInStatement`, on two nodes that each remember the member's session
 * (SECURITY 8, 34): a sign-out, a ban, a deactivation refuses the next read on both, with one
 * of the codes the session hook or `requireApproved` would give; a live session reads on both.
 */
export function describeLentSessionRead<Setting>(
  route: string,
  { arrange, read }: LentRead<Setting>,
): TwoNodes {
  const site = twoNodesWithAdminForFile();
  const { nodes, db } = site;

  async function arrived() {
    const arranged = await arrange(db());
    for (const app of nodes()) {
      expect(await read(app, arranged.member, arranged.setting)).toBe(200);
    }
    return arranged;
  }

  async function refusedEverywhere(
    { member, setting }: { member: Member; setting: Setting },
    codes: number[],
  ) {
    for (const app of nodes()) expect(codes).toContain(await read(app, member, setting));
  }

  describe(`${route} on a node that remembers the session`, () => {
    it('is refused on every node once the member signed out', async () => {
      const arranged = await arrived();
      const out = await requestOn(
        site.first.app,
        arranged.member,
        'POST',
        '/api/auth/sign-out',
        {},
      );
      expect(out.statusCode).toBe(204);
      await refusedEverywhere(arranged, [401]);
    });

    it('is refused on every node once a moderator banned the member', async () => {
      const arranged = await arrived();
      await moderate(site, arranged.member, { decision: 'ban', reason: 'Threats' });
      await refusedEverywhere(arranged, [401]);
    });

    it('is refused on every node once an admin deactivated the member', async () => {
      const arranged = await arrived();
      await deactivate(site, arranged.member);
      await refusedEverywhere(arranged, [401, 403]);
    });

    it('reads on both nodes while the session counts', async () => {
      const arranged = await arrived();
      for (const app of nodes()) {
        expect(await read(app, arranged.member, arranged.setting)).toBe(200);
      }
    });
  });
  return site;
}

/**
 * Decision 070: who reads `url`, a read for approved members (`requireApproved`) lent the
 * session, on both nodes of `site`, twice each (the second read lent where the first let the
 * node remember the session): what the session hook and `requireApproved` answered before.
 */
export function describeApprovedMembersOnly(site: TwoNodes, url: string) {
  it(`GET ${url} answers approved members and staff only, on every node`, async () => {
    const db = site.db();
    const [member, moderator, pending] = await insertMembers(db, [{}, {}, { isApproved: false }]);
    await db.insert(userRoles).values({ userId: moderator!.id, role: 'moderator' });
    const people: [string, { cookie: string } | undefined, number][] = [
      ['anonymous', undefined, 401],
      ['a pending member', pending, 403],
      ['a guardian', await insertGuardian(db), 403],
      ['a member', member, 200],
      ['a moderator', moderator, 200],
      // The ADMIN_EMAIL account, whose own profile is not approved: admitted by its role.
      ['the admin', site.admin, 200],
    ];
    for (const app of site.nodes()) {
      for (const [who, person, status] of people) {
        const first = await requestOn(app, person, 'GET', url);
        const again = await requestOn(app, person, 'GET', url);
        expect([first.statusCode, again.statusCode], who).toEqual([status, status]);
      }
    }
  });
}

/**
 * Decision 070: a lent read refuses in its own one statement, reading no session, with the code
 * the session hook or `requireApproved` gave: a member no longer approved, then a session
 * ended, each written past the node's service, which still lends the session it read.
 */
export async function expectRefusedInOneStatement(
  db: Database,
  arrived: () => Promise<Member>,
  read: (member: Member) => Promise<{ status: number; count: number; sessionReads: number }>,
) {
  const pending = await arrived();
  await db.update(profiles).set({ isApproved: false }).where(eq(profiles.userId, pending.id));
  expect(await read(pending)).toMatchObject({
    status: 403,
    count: 1,
    sessionReads: 0,
    body: { error: { code: 'PROFILE_PENDING' } },
  });
  const ended = await arrived();
  await db.delete(session).where(eq(session.userId, ended.id));
  expect(await read(ended)).toMatchObject({
    status: 401,
    count: 1,
    sessionReads: 0,
    body: { error: { code: 'UNAUTHENTICATED' } },
  });
}
