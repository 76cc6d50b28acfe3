// Test helpers of the routes lent a remembered session (decisions 058, 062, 063, 065).
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { requestOn } from '../../../test/accounts';
import type { Database } from '../../db/client';
import { insertMembers, type Member } from '../likes/discovery.test-support';
import { insertReport, twoNodesWithAdminForFile } from './admin.test-support';

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
) {
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
      const [reporter] = await insertMembers(db(), [{}]);
      const reportId = await insertReport(db(), {
        reporterId: reporter!.id,
        targetUserId: arranged.member.id,
        reason: 'harassment',
      });
      const url = `/api/admin/reports/${reportId}/decision`;
      const decision = { decision: 'ban', reason: 'Threats' };
      expect((await requestOn(site.first.app, site.admin, 'POST', url, decision)).statusCode).toBe(
        200,
      );
      await refusedEverywhere(arranged, [401]);
    });

    it('is refused on every node once an admin deactivated the member', async () => {
      const arranged = await arrived();
      const url = `/api/admin/users/${arranged.member.id}/active`;
      const deactivated = await requestOn(site.first.app, site.admin, 'POST', url, {
        active: false,
      });
      expect(deactivated.statusCode).toBe(200);
      await refusedEverywhere(arranged, [401, 403]);
    });

    it('reads on both nodes while the session counts', async () => {
      const arranged = await arrived();
      for (const app of nodes()) {
        expect(await read(app, arranged.member, arranged.setting)).toBe(200);
      }
    });
  });
}
