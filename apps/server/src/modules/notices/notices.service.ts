import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Mailer } from '../../infra/mail/mail.types';
import { sendInBackground, siteLink } from '../../infra/mail/send-mail';
import type { Notifier } from '../realtime';
import type { NoticesRepository } from './notices.repository';

type Dependencies = {
  repository: NoticesRepository;
  notifier: Pick<Notifier, 'isOnline'>;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
};

type Notice = {
  kind: 'new-match' | 'new-message';
  recipientId: string;
  matchId: string;
  fromId: string;
};

/**
 * E-mail notices (issue 10, item 7): a new match or message reaches a member who is away and
 * wants notifications (preferences, "receive notifications") by mail, at most once per chat
 * every 15 minutes and never while they have the site open. Always after the commit and off
 * the request: a slow mail server never delays or fails a message.
 */
export function createNoticeService(deps: Dependencies) {
  const { repository, notifier, clock, log } = deps;

  async function notice({ kind, recipientId, matchId, fromId }: Notice): Promise<void> {
    if (await notifier.isOnline(recipientId)) return;
    const recipient = await repository.recipient(recipientId);
    if (!recipient?.wantsNotices) return;
    const otherName = await repository.displayName(fromId);
    if (!otherName) return;
    if (!(await repository.claim(recipientId, matchId, clock.now()))) return;
    const path =
      kind === 'new-message'
        ? `/messages?match=${encodeURIComponent(matchId)}`
        : '/likes-and-matches?tab=matches';
    sendInBackground(deps, {
      to: recipient.email,
      kind,
      language: recipient.language,
      data: {
        name: recipient.name,
        otherName,
        link: siteLink(deps.publicUrl, recipient.language, path),
        settingsLink: siteLink(deps.publicUrl, recipient.language, '/preferences'),
      },
    });
  }

  const inBackground = (input: Notice) =>
    notice(input).catch((error: unknown) => log.error({ err: error }, 'notice not sent'));

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
        link: siteLink(deps.publicUrl, recipient.language, '/dashboard'),
      },
    });
  }

  return {
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
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;

/** For services used without mail (scripts, unit tests). */
export const silentNotices: NoticeService = {
  profileApproved: async () => undefined,
  newMessage: async () => undefined,
  newMatch: async () => undefined,
};
