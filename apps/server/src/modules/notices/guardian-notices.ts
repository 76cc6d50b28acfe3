import type { AccountLanguage as Language } from '@vusal/shared/catalog/countries';
import { noticeSetting } from '@vusal/shared/schemas/preferences';
import { sendInBackground, siteLink } from '../../infra/mail/send-mail';
import { isQuiet } from './local-time';
import type { NoticeDependencies } from './notice-dependencies';

/** Issue 39 (decision 050): news of a followed member, for their guardian. */
export type GuardianNews = {
  guardianId: string;
  memberId: string;
  /** The member's first name, as the guardian knows them. */
  memberName: string;
  /** The other member's short name ("Aysel M."), as a non-match sees it. */
  otherName: string;
  kind:
    'new-match' | 'chat-request' | 'meeting-requested' | 'meeting-accepted' | 'meeting-declined';
  matchId: string;
};

const pushText: Record<
  Language,
  { hidden: string; named: Record<GuardianNews['kind'], (news: GuardianNews) => string> }
> = {
  az: {
    hidden: 'Vüsal-da ailə xəbəri',
    named: {
      'new-match': (news) => `${news.memberName}: ${news.otherName} ilə yeni cütlük`,
      'chat-request': (news) => `${news.memberName}: ${news.otherName} söhbət istəyir`,
      'meeting-requested': (news) =>
        `${news.memberName} və ${news.otherName}: ailələrin tanışlığı üçün istək`,
      'meeting-accepted': (news) => `${news.memberName} və ${news.otherName}: ailələr tanış olacaq`,
      'meeting-declined': (news) =>
        `${news.memberName} və ${news.otherName}: ailələrin tanışlığı rədd edildi`,
    },
  },
  en: {
    hidden: 'Family news on Vüsal',
    named: {
      'new-match': (news) => `${news.memberName}: a new match with ${news.otherName}`,
      'chat-request': (news) => `${news.memberName}: ${news.otherName} asks to chat`,
      'meeting-requested': (news) =>
        `${news.memberName} and ${news.otherName}: a request for the families to meet`,
      'meeting-accepted': (news) =>
        `${news.memberName} and ${news.otherName}: the families will meet`,
      'meeting-declined': (news) =>
        `${news.memberName} and ${news.otherName}: the families' meeting was declined`,
    },
  },
  ru: {
    hidden: 'Семейные новости на Vüsal',
    named: {
      'new-match': (news) => `${news.memberName}: новая пара — ${news.otherName}`,
      'chat-request': (news) => `${news.memberName}: ${news.otherName} хочет начать чат`,
      'meeting-requested': (news) =>
        `${news.memberName} и ${news.otherName}: предложение познакомить семьи`,
      'meeting-accepted': (news) => `${news.memberName} и ${news.otherName}: семьи познакомятся`,
      'meeting-declined': (news) =>
        `${news.memberName} и ${news.otherName}: знакомство семей отклонено`,
    },
  },
};

/** Where the guardian reads of it: the member's page, or their family meetings (decision 052). */
const pathOf = (news: GuardianNews) =>
  `/guardian/members/${encodeURIComponent(news.memberId)}${news.kind.startsWith('meeting-') ? '/meetings' : ''}`;

/**
 * A guardian hears of a followed member's new match, chat request or family meeting under the guardian's OWN
 * notification settings (the "matches" topic): nothing while a page of theirs is open or with
 * the master switch off; a push per device unless push is off or daily (the digest counts a
 * member's own news, so a guardian's daily setting means no push), none in quiet hours; else a
 * mail when their e-mail setting is "immediately". The family module asks first whether the
 * guardianship is active and, for match news, the scope on (decision 056).
 */
export async function tellGuardian(deps: NoticeDependencies, news: GuardianNews): Promise<void> {
  if (await deps.notifier.isOnline(news.guardianId)) return;
  const recipient = await deps.repository.recipient(news.guardianId);
  if (!recipient || !recipient.settings.receiveNotifications) return;
  const { settings, language } = recipient;
  const now = deps.clock.now();
  const path = pathOf(news);
  const tag = `family:${news.kind}:${news.matchId}`;

  const pushSetting = settings[noticeSetting('push', 'matches')];
  const devices = pushSetting === 'off' ? [] : recipient.devices;
  if (devices.length > 0) {
    if (pushSetting === 'daily') return;
    const quiet = {
      from: settings.quietHoursFrom,
      to: settings.quietHoursTo,
      timeZone: settings.timeZone,
    };
    if (isQuiet(now, quiet)) return;
    if (!(await deps.push.claimBurst(news.guardianId, tag, now))) return;
    const copy = pushText[language];
    const body = settings.pushShowsNames ? copy.named[news.kind](news) : copy.hidden;
    const url = siteLink(deps.publicUrl, recipient, path);
    for (const device of devices) deps.sender.send(device, { title: 'Vüsal', body, tag, url });
    return;
  }

  if (settings[noticeSetting('email', 'matches')] !== 'immediately') return;
  sendInBackground(deps, {
    to: recipient.email,
    kind: 'guardian-news',
    language,
    data: {
      name: recipient.name,
      memberName: news.memberName,
      otherName: news.otherName,
      news: news.kind,
      link: siteLink(deps.publicUrl, recipient, path),
      settingsLink: siteLink(deps.publicUrl, recipient, '/preferences'),
    },
  });
}
