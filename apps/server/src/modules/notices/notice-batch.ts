import type { GuardianRelation, NoticeTopic } from '@vusal/shared/catalog/enums';
import { noticeSetting } from '@vusal/shared/schemas/preferences';
import type { PushPayload } from '@vusal/shared/schemas/push';
import { sendInBackground, siteLink } from '../../infra/mail/send-mail';
import { isQuiet } from './local-time';
import type { NoticeDependencies } from './notice-dependencies';
import type { Recipient } from './notices.repository';
import { pushCopy, type PushKind } from './push-copy';
import type { PushTarget } from './push-sender';

export type Notice = {
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
export type MeetingKind = keyof typeof meetingNews;
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

/** A notice that goes out unless its claim is lost: `tag` its burst (push, or a like's mail). */
type Planned = { notice: Notice; recipient: Recipient; path: string; tag: string };
type Push = Planned & { devices: PushTarget[] };

/** What each notice would do, with the recipients read: nothing, hold, push or mail. */
function plan(notices: readonly Notice[], recipients: Map<string, Recipient>, now: Date) {
  const holds = new Set<string>();
  const pushes: Push[] = [];
  const mails: Planned[] = [];
  for (const notice of notices) {
    const recipient = recipients.get(notice.recipientId);
    if (!recipient?.isActive || !recipient.settings.receiveNotifications) continue;
    const { settings } = recipient;
    const topic = topicOf[notice.kind];
    const { path, tag } = target(notice);
    const pushSetting = settings[noticeSetting('push', topic)];
    const devices = pushSetting === 'off' ? [] : recipient.devices;
    if (devices.length > 0) {
      if (pushSetting === 'daily') continue;
      const quiet = {
        from: settings.quietHoursFrom,
        to: settings.quietHoursTo,
        timeZone: settings.timeZone,
      };
      if (isQuiet(now, quiet)) holds.add(notice.recipientId);
      else pushes.push({ notice, recipient, path, tag, devices });
      continue;
    }
    if (settings[noticeSetting('email', topic)] !== 'immediately') continue;
    // The new-match mail already said the chat opens once both say yes.
    if (notice.kind === 'chat-opened' || notice.kind === 'incoming-call') continue;
    mails.push({ notice, recipient, path, tag: notice.kind === 'new-like' ? 'mail:likes' : '' });
  }
  return { holds, pushes, mails };
}

/**
 * Notices of news while members are away (issue 10, item 7; issue 26), any number at once: each
 * decided as if alone, but the statements shared (issue 35, item 5): one read of every
 * recipient with their settings and devices, one claim of every burst, one read of the names,
 * one claim of the chat mails. Nothing while any page of the recipient's is open (on any node),
 * nothing when the master switch is off. A member with a push device hears by push, as their
 * per-topic setting says: at once (one push per burst, held for the morning digest in quiet
 * hours), in the daily digest, or never. A member without one hears by e-mail, as the e-mail
 * setting says. Always after the commit and off the request.
 */
export async function tellMany(deps: NoticeDependencies, notices: readonly Notice[]) {
  const { repository, push } = deps;
  const online = await Promise.all(
    notices.map((notice) => deps.notifier.isOnline(notice.recipientId)),
  );
  const away = notices.filter((_, n) => !online[n]);
  if (away.length === 0) return;
  const recipients = await repository.recipients(away.map((notice) => notice.recipientId));
  const now = deps.clock.now();
  const { holds, pushes, mails } = plan(away, recipients, now);
  const held = Promise.all([...holds].map((userId) => push.hold(userId, now)));

  // A like's mail is held to one per burst of likes, as its push is.
  const likeMails = mails.filter((mail) => mail.notice.kind === 'new-like');
  const bursty = [...pushes, ...likeMails];
  const won = await push.claimBursts(
    bursty.map(({ notice, tag }) => ({ userId: notice.recipientId, tag })),
    now,
  );
  const winners = new Set(bursty.filter((_, n) => won[n]));
  const pushing = pushes.filter((planned) => winners.has(planned));
  const otherMails = mails.filter((mail) => mail.notice.kind !== 'new-like');
  // A push names the other member only when the recipient asked, and never for a like.
  const named = pushing.filter(
    ({ notice, recipient }) => recipient.settings.pushShowsNames && notice.kind !== 'new-like',
  );
  const names = await repository.displayNames(
    [...named, ...otherMails].map((planned) => planned.notice.fromId),
  );

  for (const planned of pushing) sendPush(deps, planned, names.get(planned.notice.fromId));
  for (const mail of likeMails.filter((planned) => winners.has(planned))) {
    sendInBackground(deps, {
      to: mail.recipient.email,
      kind: 'new-like',
      language: mail.recipient.language,
      data: linksOf(deps, mail),
    });
  }
  await mailOthers(deps, otherMails, names, now);
  await held;
}

function sendPush(deps: NoticeDependencies, planned: Push, otherName: string | undefined) {
  const { notice, recipient } = planned;
  const copy = pushCopy[recipient.language];
  const body =
    otherName && recipient.settings.pushShowsNames && notice.kind !== 'new-like'
      ? copy.named[notice.kind](otherName)
      : copy.hidden[notice.kind];
  const payload: PushPayload = {
    title: 'Vüsal',
    body,
    tag: planned.tag,
    url: siteLink(deps.publicUrl, recipient, planned.path),
  };
  for (const device of planned.devices) deps.sender.send(device, payload);
}

const linksOf = (deps: NoticeDependencies, { recipient, path }: Planned) => ({
  name: recipient.name,
  link: siteLink(deps.publicUrl, recipient, path),
  settingsLink: siteLink(deps.publicUrl, recipient, '/preferences'),
});

/**
 * The mails of news with a match: the question and a meeting's news each happen once, so no
 * interval; a new match's or a message's mail at most once per interval per chat.
 */
async function mailOthers(
  deps: NoticeDependencies,
  mails: readonly Planned[],
  names: Map<string, string>,
  now: Date,
) {
  const intervalled: { mail: Planned; otherName: string; matchId: string }[] = [];
  for (const mail of mails) {
    const { notice, recipient } = mail;
    const otherName = names.get(notice.fromId);
    if (!otherName || !notice.matchId) continue;
    const base = { to: recipient.email, language: recipient.language };
    const data = { ...linksOf(deps, mail), otherName };
    if (notice.kind === 'chat-sharing-asked') {
      if (notice.question) {
        const question = notice.question;
        sendInBackground(deps, {
          ...base,
          kind: 'chat-sharing-asked',
          data: { ...data, ...question },
        });
      }
    } else if (isMeeting(notice.kind)) {
      const news = meetingNews[notice.kind];
      sendInBackground(deps, { ...base, kind: 'family-meeting', data: { ...data, news } });
    } else intervalled.push({ mail, otherName, matchId: notice.matchId });
  }
  if (intervalled.length === 0) return;
  const won = await deps.repository.claimMany(
    intervalled.map(({ mail, matchId }) => ({ userId: mail.recipient.id, matchId })),
    now,
  );
  intervalled.forEach(({ mail, otherName }, n) => {
    const { kind } = mail.notice;
    if (!won[n] || (kind !== 'new-match' && kind !== 'new-message')) return;
    sendInBackground(deps, {
      to: mail.recipient.email,
      kind,
      language: mail.recipient.language,
      data: { ...linksOf(deps, mail), otherName },
    });
  });
}
