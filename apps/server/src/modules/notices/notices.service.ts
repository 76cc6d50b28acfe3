import type { GuardianRelation, NoticeTopic } from '@vusal/shared/catalog/enums';
import type { ProfileRejection } from '@vusal/shared/schemas/profile-rejection';
import { noticeSetting } from '@vusal/shared/schemas/preferences';
import type { PushPayload } from '@vusal/shared/schemas/push';
import { sendInBackground, siteLink } from '../../infra/mail/send-mail';
import { tellGuardian, type GuardianNews } from './guardian-notices';
import { isQuiet } from './local-time';
import type { NoticeDependencies } from './notice-dependencies';
import { pushCopy, type PushKind } from './push-copy';

type Notice = {
  kind: PushKind;
  recipientId: string;
  fromId: string;
  /** Absent for a like: there is no match yet. */
  matchId?: string;
  /** The chat-sharing question's facts (decision 051), for its mail. */
  question?: { relation: GuardianRelation; sharingRequired: boolean };
};

const topicOf: Record<PushKind, NoticeTopic> = {
  'new-match': 'matches',
  'chat-opened': 'matches',
  'new-message': 'messages',
  // Issue 40: a call is a conversation of a chat; by push only, as a mail would come too late.
  'incoming-call': 'messages',
  'new-like': 'likes',
  // Decision 056: whether a chat opens is news of a match, as the chat's opening is.
  'chat-sharing-asked': 'matches',
  'meeting-requested': 'matches',
  'meeting-accepted': 'matches',
  'meeting-declined': 'matches',
};

/** The family meeting's news as its mail says it (decision 052). */
const meetingNews = {
  'meeting-requested': 'requested',
  'meeting-accepted': 'accepted',
  'meeting-declined': 'declined',
} as const;
type MeetingKind = keyof typeof meetingNews;
const isMeeting = (kind: PushKind): kind is MeetingKind => kind in meetingNews;

/** The page a notice opens, and the tag that folds a burst of them into one notification. */
function target(notice: Notice): { path: string; tag: string } {
  const match = encodeURIComponent(notice.matchId ?? '');
  switch (notice.kind) {
    case 'new-message':
    case 'chat-opened':
      return { path: `/messages?match=${match}`, tag: `chat:${notice.matchId}` };
    case 'incoming-call':
      return { path: `/messages?match=${match}`, tag: `call:${notice.matchId}` };
    // The chat shows its requests for the families to meet.
    case 'meeting-requested':
    case 'meeting-accepted':
    case 'meeting-declined':
      return { path: `/messages?match=${match}`, tag: `${notice.kind}:${notice.matchId}` };
    case 'new-match':
      return { path: '/likes-and-matches?tab=matches', tag: `match:${notice.matchId}` };
    // The matches list shows the question where the chat would open (decision 051).
    case 'chat-sharing-asked':
      return { path: '/likes-and-matches?tab=matches', tag: `chat-sharing:${notice.matchId}` };
    case 'new-like':
      return { path: '/likes-and-matches?tab=likes', tag: 'likes' };
  }
}

/**
 * Notices of news while a member is away (issue 10, item 7; issue 26). Nothing while any page of
 * theirs is open (on any node), nothing when the master switch is off. A member with a push
 * device hears by push, as their per-topic setting says: at once (one push per burst, held for
 * the morning digest in quiet hours), in the daily digest, or never. A member without one hears
 * by e-mail, as the e-mail setting says. Always after the commit and off the request: a slow
 * push service or mail server never delays or fails a message.
 */
export function createNoticeService(deps: NoticeDependencies) {
  const { repository, push, notifier, clock, log } = deps;

  async function notice(input: Notice): Promise<void> {
    if (await notifier.isOnline(input.recipientId)) return;
    const recipient = await repository.recipient(input.recipientId);
    if (!recipient?.isActive || !recipient.settings.receiveNotifications) return;
    const { settings, language } = recipient;
    const topic = topicOf[input.kind];
    const now = clock.now();
    const { path, tag } = target(input);

    const pushSetting = settings[noticeSetting('push', topic)];
    const devices = pushSetting === 'off' ? [] : recipient.devices;
    if (devices.length > 0) {
      if (pushSetting === 'daily') return;
      const quiet = {
        from: settings.quietHoursFrom,
        to: settings.quietHoursTo,
        timeZone: settings.timeZone,
      };
      if (isQuiet(now, quiet)) return push.hold(input.recipientId, now);
      if (!(await push.claimBurst(input.recipientId, tag, now))) return;
      const copy = pushCopy[language];
      const otherName =
        settings.pushShowsNames && input.kind !== 'new-like'
          ? await repository.displayName(input.fromId)
          : undefined;
      const body =
        otherName && input.kind !== 'new-like'
          ? copy.named[input.kind](otherName)
          : copy.hidden[input.kind];
      const payload: PushPayload = {
        title: 'Vüsal',
        body,
        tag,
        url: siteLink(deps.publicUrl, recipient, path),
      };
      for (const device of devices) deps.sender.send(device, payload);
      return;
    }

    if (settings[noticeSetting('email', topic)] !== 'immediately') return;
    const links = {
      name: recipient.name,
      link: siteLink(deps.publicUrl, recipient, path),
      settingsLink: siteLink(deps.publicUrl, recipient, '/preferences'),
    };
    if (input.kind === 'new-like') {
      if (!(await push.claimBurst(input.recipientId, 'mail:likes', now))) return;
      sendInBackground(deps, { to: recipient.email, kind: 'new-like', language, data: links });
      return;
    }
    // The new-match mail already said the chat opens once both say yes.
    if (input.kind === 'chat-opened' || input.kind === 'incoming-call') return;
    const otherName = await repository.displayName(input.fromId);
    if (!otherName || !input.matchId) return;
    // The question and a meeting's news each happen once, so no interval: the new-match and
    // message mails' must not hold them.
    if (input.kind === 'chat-sharing-asked') {
      if (!input.question) return;
      sendInBackground(deps, {
        to: recipient.email,
        kind: 'chat-sharing-asked',
        language,
        data: { ...links, otherName, ...input.question },
      });
      return;
    }
    if (isMeeting(input.kind)) {
      const news = meetingNews[input.kind];
      sendInBackground(deps, {
        to: recipient.email,
        kind: 'family-meeting',
        language,
        data: { ...links, otherName, news },
      });
      return;
    }
    if (!(await repository.claim(input.recipientId, input.matchId, now))) return;
    sendInBackground(deps, {
      to: recipient.email,
      kind: input.kind,
      language,
      data: { ...links, otherName },
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
    /** Issue 39: a followed member's news, for their guardian (decision 050). */
    guardianNews: (news: GuardianNews): Promise<void> =>
      tellGuardian(deps, news).catch((error: unknown) =>
        log.error({ err: error }, 'guardian notice not sent'),
      ),
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;

/** For services used without notices (scripts, unit tests). */
export const silentNotices: NoticeService = {
  profileApproved: async () => undefined,
  profileRejected: async () => undefined,
  newMessage: async () => undefined,
  newMatch: async () => undefined,
  chatOpened: async () => undefined,
  newLike: async () => undefined,
  incomingCall: async () => undefined,
  chatSharingAsked: async () => undefined,
  familyMeeting: async () => undefined,
  guardianNews: async () => undefined,
};
