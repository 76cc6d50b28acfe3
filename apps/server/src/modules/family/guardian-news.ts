import { firstName, shortName } from '../members';
import type { GuardianNews, NoticeService } from '../notices';
import type { FamilyRepository } from './family.repository';
import type { GuardianAccess } from './guardian-access';

export type GuardianNewsDependencies = {
  family: Pick<FamilyRepository, 'profileNames'>;
  access: Pick<GuardianAccess, 'newsScopesOf'>;
  notices: Pick<NoticeService, 'guardianNews'>;
};

/** A member's news for their guardian: `otherId` the other member of the match `matchId`. */
export type MemberNews = {
  memberId: string;
  kind: GuardianNews['kind'];
  matchId: string;
  otherId: string;
};

/** Issue 39 (decisions 050, 052, 056): what a member's guardian hears of the member's matches. */
export function createGuardianNews(deps: GuardianNewsDependencies) {
  const { family, access, notices } = deps;

  /**
   * Each news item as `tellGuardian` says, with one read of every member's guardian and scope,
   * and of the names only when some guardian is to hear.
   */
  async function tellGuardians(news: readonly MemberNews[]): Promise<void> {
    const scopes = await access.newsScopesOf(news.map((item) => item.memberId));
    const told = news.flatMap((item) => {
      const scope = scopes.get(item.memberId);
      const isMatchNews = item.kind === 'new-match' || item.kind === 'chat-request';
      return !scope || (isMatchNews && !scope.seesNewMatches) ? [] : [{ ...item, scope }];
    });
    if (told.length === 0) return;
    const names = await family.profileNames([
      ...new Set(told.flatMap((item) => [item.memberId, item.otherId])),
    ]);
    await Promise.all(
      told.flatMap(({ scope, memberId, otherId, kind, matchId }) => {
        const otherName = names.get(otherId);
        if (!otherName) return [];
        return notices.guardianNews({
          guardianId: scope.guardianId,
          memberId,
          memberName: firstName(names.get(memberId) ?? ''),
          otherName: shortName(otherName),
          kind,
          matchId,
        });
      }),
    );
  }

  return {
    /**
     * A member's news: their guardian hears of it only while the guardianship is active, asked
     * now, at the moment of the news; a new match or chat request also needs `seesNewMatches`,
     * while family meetings are seen under any active guardianship (decisions 052, 056).
     */
    async tellGuardian(
      memberId: string,
      kind: GuardianNews['kind'],
      matchId: string,
      otherId: string,
    ): Promise<void> {
      await tellGuardians([{ memberId, kind, matchId, otherId }]);
    },

    /** Issue 35, item 5: the news of many members at once, as `tellGuardian` tells each. */
    tellGuardians,
  };
}
