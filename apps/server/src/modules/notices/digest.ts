import { noticeTopics, type NoticeTopic } from '@vusal/shared/catalog/enums';
import {
  defaultPreferences,
  noticeSetting,
  type NoticeChannel,
  type Preferences,
} from '@vusal/shared/schemas/preferences';
import { and, count, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import {
  likes,
  matches,
  messages,
  noticeDigests,
  preferences,
  profiles,
  pushSubscriptions,
  user,
} from '../../db/schema';
import type { Job } from '../../infra/jobs';
import type { Mailer } from '../../infra/mail/mail.types';
import { sendInBackground, siteLink } from '../../infra/mail/send-mail';
import { localClock, minutesOf } from './local-time';
import { pushCopy } from './push-copy';
import type { PushSender } from './push-sender';

/** The digest goes out in the member's morning: from the end of their quiet hours, for 4 hours. */
const MORNING_MS = 4 * 60 * 60 * 1000;
const DEFAULT_MORNING = '08:00';
/** A member is looked at again only after this long, whatever their time zone did. */
const DIGEST_GAP_MS = 20 * 60 * 60 * 1000;
const BATCH = 500;

type Counts = Record<NoticeTopic, number>;

const column = {
  push: {
    matches: preferences.pushMatches,
    messages: preferences.pushMessages,
    likes: preferences.pushLikes,
  },
  email: {
    matches: preferences.emailMatches,
    messages: preferences.emailMessages,
    likes: preferences.emailLikes,
  },
} as const;

const setting = (channel: NoticeChannel, topic: NoticeTopic) =>
  sql`coalesce(${column[channel][topic]}, ${defaultPreferences[noticeSetting(channel, topic)]})`;

/** Members who may be due a digest: one setting on "daily", or pushes held in quiet hours. */
async function candidates(db: Database, now: Date) {
  const wantsDaily = or(
    ...noticeTopics.flatMap((topic) => [
      sql`${setting('push', topic)} = 'daily'`,
      sql`${setting('email', topic)} = 'daily'`,
    ]),
    sql`${noticeDigests.heldSince} is not null`,
  );
  return db
    .select({
      userId: user.id,
      email: user.email,
      name: user.name,
      language: user.language,
      country: user.country,
      settings: preferences,
      sentAt: noticeDigests.sentAt,
      heldSince: noticeDigests.heldSince,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(preferences, eq(preferences.userId, user.id))
    .leftJoin(noticeDigests, eq(noticeDigests.userId, user.id))
    .where(
      and(
        eq(profiles.isActive, true),
        isNull(profiles.deletedAt),
        sql`coalesce(${preferences.receiveNotifications}, true)`,
        or(
          isNull(noticeDigests.sentAt),
          lt(noticeDigests.sentAt, new Date(now.getTime() - DIGEST_GAP_MS)),
        ),
        wantsDaily,
      ),
    )
    .orderBy(sql`${noticeDigests.sentAt} nulls first`)
    .limit(BATCH);
}

/** What arrived for the member since `since`: likes, matches they have not answered, unread messages. */
async function countsSince(db: Database, userId: string, since: Date): Promise<Counts> {
  const [[likeRow], [matchRow], [messageRow]] = await Promise.all([
    db
      .select({ n: count() })
      .from(likes)
      .where(and(eq(likes.likedId, userId), gt(likes.createdAt, since))),
    db
      .select({ n: count() })
      .from(matches)
      .where(
        and(
          isNull(matches.endedAt),
          gt(matches.createdAt, since),
          or(
            and(eq(matches.user1Id, userId), isNull(matches.user1WantsChat)),
            and(eq(matches.user2Id, userId), isNull(matches.user2WantsChat)),
          ),
        ),
      ),
    db
      .select({ n: count() })
      .from(messages)
      .innerJoin(matches, eq(matches.id, messages.matchId))
      .where(
        and(
          isNull(matches.endedAt),
          or(eq(matches.user1Id, userId), eq(matches.user2Id, userId)),
          ne(messages.senderId, userId),
          isNull(messages.readAt),
          gt(messages.createdAt, since),
        ),
      ),
  ]);
  return { likes: likeRow?.n ?? 0, matches: matchRow?.n ?? 0, messages: messageRow?.n ?? 0 };
}

const only = (counts: Counts, topics: readonly NoticeTopic[]): Counts => ({
  likes: topics.includes('likes') ? counts.likes : 0,
  matches: topics.includes('matches') ? counts.matches : 0,
  messages: topics.includes('messages') ? counts.messages : 0,
});
const total = (counts: Counts) => counts.likes + counts.matches + counts.messages;

/** Is it the member's morning, and have they had no digest yet on this local day? */
function isDue(now: Date, settings: Preferences, sentAt: Date | null): boolean {
  const local = localClock(now, settings.timeZone);
  const morning = minutesOf(settings.quietHoursTo ?? DEFAULT_MORNING);
  const minutesSince = (local.minutes - morning + 24 * 60) % (24 * 60);
  if (minutesSince * 60_000 >= MORNING_MS) return false;
  return !sentAt || localClock(sentAt, settings.timeZone).date !== local.date;
}

/**
 * Item 6: the daily digest, by the job runner (one node at a time). For each topic the member
 * hears of daily, and for what quiet hours held back: one push to their devices, or, without a
 * device (or with push off for the topic), one e-mail; nothing on a day with nothing new.
 */
export function digestJob(deps: {
  clock: Clock;
  mailer: Mailer;
  sender: Pick<PushSender, 'send'>;
  publicUrl: string;
  log: { error(o: object, m: string): void };
  intervalMs?: number;
}): Job {
  return {
    name: 'notice-digests',
    intervalMs: deps.intervalMs ?? 5 * 60 * 1000,
    async run(db) {
      const now = deps.clock.now();
      for (const member of await candidates(db, now)) {
        const settings = { ...defaultPreferences, ...member.settings };
        if (!isDue(now, settings, member.sentAt)) continue;
        const devices = await db
          .select({
            endpoint: pushSubscriptions.endpoint,
            p256dh: pushSubscriptions.p256dh,
            auth: pushSubscriptions.auth,
          })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, member.userId));
        const viaPush = (topic: NoticeTopic) =>
          devices.length > 0 && settings[noticeSetting('push', topic)] !== 'off';
        const pushTopics = noticeTopics.filter(
          (topic) =>
            viaPush(topic) &&
            (settings[noticeSetting('push', topic)] === 'daily' || member.heldSince !== null),
        );
        const emailTopics = noticeTopics.filter(
          (topic) => !viaPush(topic) && settings[noticeSetting('email', topic)] === 'daily',
        );
        const since = member.sentAt ?? new Date(now.getTime() - 24 * 60 * 60 * 1000);
        const counts = await countsSince(db, member.userId, since);
        const link = siteLink(deps.publicUrl, member, '/likes-and-matches');
        const pushed = only(counts, pushTopics);
        if (total(pushed) > 0) {
          const body = pushCopy[member.language].digest(pushed);
          for (const device of devices) {
            deps.sender.send(device, { title: 'Vüsal', body, tag: 'digest', url: link });
          }
        }
        const mailed = only(counts, emailTopics);
        if (total(mailed) > 0) {
          sendInBackground(deps, {
            to: member.email,
            kind: 'daily-digest',
            language: member.language,
            data: {
              name: member.name,
              ...mailed,
              link,
              settingsLink: siteLink(deps.publicUrl, member, '/preferences'),
            },
          });
        }
        await db
          .insert(noticeDigests)
          .values({ userId: member.userId, sentAt: now, heldSince: null })
          .onConflictDoUpdate({
            target: noticeDigests.userId,
            set: { sentAt: now, heldSince: null },
          });
      }
    },
  };
}
