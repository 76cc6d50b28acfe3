import type { GuardianRelation } from '@vusal/shared/catalog/enums';
import type { ProfileRejection } from '@vusal/shared/schemas/profile-rejection';
import { sendInBackground, siteLink } from '../../infra/mail/send-mail';
import { tellGuardian, type GuardianNews } from './guardian-notices';
import { tellMany, type MeetingKind, type Notice } from './notice-batch';
import type { NoticeDependencies } from './notice-dependencies';
import { createNoticeQueue } from './notice-queue';

/**
 * Notices of news while a member is away (issue 10, item 7; issue 26), decided one by one and
 * read and claimed together (`tellMany`), with the other notices of the moment (`notice-queue`,
 * decision 068). Always after the commit and off the request: a slow push service or mail server
 * never delays or fails a message.
 */
export function createNoticeService(deps: NoticeDependencies) {
  const { repository, log } = deps;

  const queue = createNoticeQueue((notices) =>
    tellMany(deps, notices).catch((error: unknown) => log.error({ err: error }, 'notice not sent')),
  );
  const inBackground = (...notices: Notice[]) => queue.add(notices);

  /** Account news rather than a notice, so it goes out whatever the notification setting. */
  async function profileApproved(userId: string): Promise<void> {
    const recipient = await repository.recipient(userId);
    if (!recipient) return;
    sendInBackground(deps, {
      to: recipient.email,
      kind: 'profile-approved',
      language: recipient.language,
      data: {
        name: recipient.name,
        link: siteLink(deps.publicUrl, recipient, '/dashboard'),
      },
    });
  }

  /** Issue 23, item 9: also account news, so it goes out whatever the notification setting. */
  async function profileRejected(userId: string, rejection: ProfileRejection): Promise<void> {
    const recipient = await repository.recipient(userId);
    if (!recipient) return;
    sendInBackground(deps, {
      to: recipient.email,
      kind: 'profile-rejected',
      language: recipient.language,
      data: {
        name: recipient.name,
        reasons: rejection.reasons,
        note: rejection.note,
        link: siteLink(deps.publicUrl, recipient, '/edit-profile'),
      },
    });
  }

  return {
    /** Issue 23, item 9: an admin asked `userId` to change their pending profile. */
    profileRejected: (userId: string, rejection: ProfileRejection): Promise<void> =>
      profileRejected(userId, rejection).catch((error: unknown) =>
        log.error({ err: error }, 'rejection mail not sent'),
      ),
    /** Issue 22, item 6: `userId`'s profile was approved; they hear of it by mail. */
    profileApproved: (userId: string): Promise<void> =>
      profileApproved(userId).catch((error: unknown) =>
        log.error({ err: error }, 'approval mail not sent'),
      ),
    /** `fromId` wrote in the chat `matchId`; `recipientId` may hear of it by mail. */
    newMessage: (recipientId: string, matchId: string, fromId: string): Promise<void> =>
      inBackground({ kind: 'new-message', recipientId, matchId, fromId }),
    /** `fromId`'s like made the match `matchId` with `recipientId`. */
    newMatch: (recipientId: string, matchId: string, fromId: string): Promise<void> =>
      inBackground({ kind: 'new-match', recipientId, matchId, fromId }),
    /** `fromId` said yes second: the chat `matchId` is open. */
    chatOpened: (recipientId: string, matchId: string, fromId: string): Promise<void> =>
      inBackground({ kind: 'chat-opened', recipientId, matchId, fromId }),
    /** Issue 40: `fromId` calls `recipientId`, who has no page open: a push, never a mail. */
    incomingCall: (recipientId: string, matchId: string, fromId: string): Promise<void> =>
      inBackground({ kind: 'incoming-call', recipientId, matchId, fromId }),
    /**
     * Issue 39, item 2: the chat `matchId` waits for `recipientId`'s answer about the guardian
     * of `guardedId`, who reads chats (decision 051).
     */
    chatSharingAsked: (
      recipientId: string,
      matchId: string,
      guardedId: string,
      question: { relation: GuardianRelation; sharingRequired: boolean },
    ): Promise<void> =>
      inBackground({
        kind: 'chat-sharing-asked',
        recipientId,
        matchId,
        fromId: guardedId,
        question,
      }),
    /** Issue 39, item 4: `fromId` asked `recipientId`'s family to meet, or answered them. */
    familyMeeting: (
      recipientId: string,
      kind: MeetingKind,
      matchId: string,
      fromId: string,
    ): Promise<void> => inBackground({ kind, recipientId, matchId, fromId }),
    /** `fromId` liked `recipientId` (without a match). */
    newLike: (recipientId: string, fromId: string): Promise<void> =>
      inBackground({ kind: 'new-like', recipientId, fromId }),
    /**
     * Issue 35, item 5: the likes of one moment, each a new like to `recipientId` or, with
     * `matchId`, the new match it made; told as `newLike` and `newMatch` would, read together.
     */
    likesAndMatches: (likes: readonly LikeNews[]): Promise<void> =>
      inBackground(
        ...likes.map(({ recipientId, fromId, matchId }): Notice =>
          matchId
            ? { kind: 'new-match', recipientId, fromId, matchId }
            : { kind: 'new-like', recipientId, fromId },
        ),
      ),
    /** Issue 39: a followed member's news, for their guardian (decision 050). */
    guardianNews: (news: GuardianNews): Promise<void> =>
      tellGuardian(deps, news).catch((error: unknown) =>
        log.error({ err: error }, 'guardian notice not sent'),
      ),
    /** Tells the notices still gathering, before the node stops. */
    close: (): Promise<void> => queue.close(),
  };
}

/** A like's news for the member liked (with `matchId`, the match it made). */
export type LikeNews = { recipientId: string; fromId: string; matchId?: string };

export type NoticeService = ReturnType<typeof createNoticeService>;

/** For services used without notices (scripts, unit tests). */
export const silentNotices: NoticeService = {
  profileApproved: async () => undefined,
  profileRejected: async () => undefined,
  newMessage: async () => undefined,
  newMatch: async () => undefined,
  chatOpened: async () => undefined,
  newLike: async () => undefined,
  likesAndMatches: async () => undefined,
  incomingCall: async () => undefined,
  chatSharingAsked: async () => undefined,
  familyMeeting: async () => undefined,
  guardianNews: async () => undefined,
  close: async () => undefined,
};
