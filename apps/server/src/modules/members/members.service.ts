import { AppError, notFound } from '../../errors/app-error';
import type { CardRow } from './member-card';
import type { MembersRepository } from './members.repository';

export function createMembersService(members: MembersRepository) {
  return {
    /**
     * Another member as the viewer may see them: visible and not blocked either way; else
     * undefined, which every caller answers with 404 (no difference to probe).
     */
    findVisible: (viewerId: string, userId: string): Promise<CardRow | undefined> =>
      members.findVisible(viewerId, userId),

    /**
     * Issue 23, item 7: a member a moderator asked to verify may not like, answer a chat
     * question or write until the check clears the request. Decision 039: a member held for
     * review reaches nobody either; to them, whoever they reach for answers as absent
     * (`absent`, the caller's "not found").
     */
    async assertMayReachOut(userId: string, absent: () => AppError = notFound): Promise<void> {
      const { mustVerify, isHeld } = await members.standingOf(userId);
      if (mustVerify) throw new AppError('VERIFICATION_REQUIRED');
      if (isHeld) throw absent();
    },

    /**
     * Decision 039: reports are safety, so a member hidden from others (held, asked to verify,
     * suspended, banned, deactivated) can still be reported by someone they had a match with,
     * who knows them already; to anyone else they answer as absent.
     */
    async mayReport(viewerId: string, userId: string): Promise<boolean> {
      if (await members.findVisible(viewerId, userId)) return true;
      return members.everMatched(viewerId, userId);
    },

    /**
     * Issue 23, item 6: a member who asked for verified members only is not liked or written
     * to by anyone else (RECIPIENT_REQUIRES_VERIFIED); `to` is the member or the match.
     */
    async assertRecipientAccepts(
      senderId: string,
      to: { userId: string } | { matchId: string },
    ): Promise<void> {
      if (!(await members.acceptsContact(senderId, to))) {
        throw new AppError('RECIPIENT_REQUIRES_VERIFIED');
      }
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
