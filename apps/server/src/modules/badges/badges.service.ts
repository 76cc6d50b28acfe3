import type { BadgeSection, Badges } from '@vusal/shared/schemas/likes';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { BadgesRow, badgesStatements } from './badges-statement';
import type { BadgesRepository } from './badges.repository';

type Dependencies = {
  badges: BadgesRepository;
  statements: ReturnType<typeof badgesStatements>;
  clock: Clock;
};

const toBadges = (row: BadgesRow): Badges => ({
  likes: row.likes,
  matches: row.matches,
  explore: row.explore,
  visitors: row.visitors,
  messages: row.messages,
  totals: { likesReceived: row.likesReceived, matches: row.matchCount, openChats: row.openChats },
});

/** S5: what is new since the member last looked, kept on the server so every device agrees. */
export function createBadgesService({ badges, statements, clock }: Dependencies) {
  /** Through the session the route was given, which the statement checks (decision 066). */
  async function read(viewer: { id: string; sessionId: string }): Promise<Badges> {
    const row = await statements.readBadges({
      userId: viewer.id,
      sessionId: viewer.sessionId,
      at: clock.now(),
    });
    if (row.refusal) throw new AppError(row.refusal);
    return toBadges(row);
  }

  return {
    read,
    /** For a member whose socket is verified (decision 049): no session to check. */
    of: async (userId: string): Promise<Badges> => toBadges(await statements.countBadges(userId)),
    async markViewed(
      viewer: { id: string; sessionId: string },
      sections: BadgeSection[],
    ): Promise<Badges> {
      await badges.markViewed(viewer.id, sections, clock.now());
      return read(viewer);
    },
  };
}

export type BadgesService = ReturnType<typeof createBadgesService>;
