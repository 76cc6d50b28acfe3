import { and, eq, sql } from 'drizzle-orm';
import type { AccountCountry, AccountLanguage } from '@vusal/shared/catalog/countries';
import { defaultPreferences, type Preferences } from '@vusal/shared/schemas/preferences';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { chatStates, preferences, profiles, pushSubscriptions, user } from '../../db/schema';
import type { PushTarget } from './push-sender';

/** The shortest time between two e-mail notices about one chat to one member. */
export const NOTICE_INTERVAL_MS = 15 * 60 * 1000;

// What deciding a notice reads of the member's preferences (the member's and a guardian's alike).
const settingColumns = {
  receiveNotifications: preferences.receiveNotifications,
  pushMatches: preferences.pushMatches,
  pushMessages: preferences.pushMessages,
  pushLikes: preferences.pushLikes,
  emailMatches: preferences.emailMatches,
  emailMessages: preferences.emailMessages,
  emailLikes: preferences.emailLikes,
  pushShowsNames: preferences.pushShowsNames,
  quietHoursFrom: preferences.quietHoursFrom,
  quietHoursTo: preferences.quietHoursTo,
  timeZone: preferences.timeZone,
};
export type NoticeSettings = Pick<Preferences, keyof typeof settingColumns>;
const settingKeys = Object.keys(settingColumns) as (keyof NoticeSettings)[];

export type Recipient = {
  id: string;
  email: string;
  name: string;
  language: AccountLanguage;
  country: AccountCountry | null;
  isActive: boolean;
  settings: NoticeSettings;
  devices: PushTarget[];
};

type RecipientRow = Omit<Recipient, 'settings'> & { hasSettings: boolean } & NoticeSettings;

const ids = sql`${sql.placeholder('ids')}::text[]`;

/**
 * Where and in which language to write, what each member wants to hear of and how (a member who
 * never saved preferences has the defaults), whether they are still a member at all, and their
 * push devices: one statement for any number of members (issue 35, item 5).
 */
const recipientsQuery = sql`
  select ${user.id} as id, ${user.email} as email, ${user.name} as name,
    ${user.language} as language, ${user.country} as country,
    coalesce(${profiles.isActive} and ${profiles.deletedAt} is null, false) as "isActive",
    ${preferences.userId} is not null as "hasSettings",
    ${sql.join(
      settingKeys.map((key) => sql`${settingColumns[key]} as ${sql.identifier(key)}`),
      sql`, `,
    )},
    coalesce((select json_agg(json_build_object('endpoint', ${pushSubscriptions.endpoint},
      'p256dh', ${pushSubscriptions.p256dh}, 'auth', ${pushSubscriptions.auth}))
      from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${user.id}), '[]'::json) as devices
  from ${user}
    left join ${preferences} on ${preferences.userId} = ${user.id}
    left join ${profiles} on ${profiles.userId} = ${user.id}
  where ${user.id} = any(${ids})`;

/** The name the other member knows: their profile's, else their account's. */
const namesQuery = sql`
  select ${user.id} as id, coalesce(${profiles.fullName}, ${user.name}) as name
  from ${user} left join ${profiles} on ${profiles.userId} = ${user.id}
  where ${user.id} = any(${ids})`;

/**
 * Takes the right to mail each member about a chat now: a row comes back for each (member, match)
 * whose last mail is older than the interval, however many messages arrive at once (one
 * conditional upsert, so concurrent senders cannot both win). The pairs must differ.
 */
const claimsQuery = sql`
  insert into ${chatStates} (user_id, match_id, noticed_at)
  select claim.user_id, claim.match_id, ${sql.placeholder('now')}::timestamptz
  from unnest(${sql.placeholder('userIds')}::text[], ${sql.placeholder('matchIds')}::uuid[])
    as claim(user_id, match_id)
  on conflict (user_id, match_id) do update set noticed_at = excluded.noticed_at
    where ${chatStates.noticedAt} is null
      or ${chatStates.noticedAt} <= ${sql.placeholder('before')}::timestamptz
  returning user_id as "userId", match_id as "matchId"`;

const uniqueOf = (values: readonly string[]) => [...new Set(values)];
const toSettings = (row: { hasSettings: boolean } & NoticeSettings): NoticeSettings => {
  const source = row.hasSettings ? row : defaultPreferences;
  return Object.fromEntries(settingKeys.map((key) => [key, source[key]])) as NoticeSettings;
};

export function createNoticesRepository(db: Database) {
  const recipientRows = preparedStatement<RecipientRow>(db, 'notice_recipients', recipientsQuery);
  const nameRows = preparedStatement<{ id: string; name: string }>(db, 'notice_names', namesQuery);
  const claimRows = preparedStatement<{ userId: string; matchId: string }>(
    db,
    'notice_chat_claims',
    claimsQuery,
  );

  async function recipients(userIds: readonly string[]): Promise<Map<string, Recipient>> {
    if (userIds.length === 0) return new Map();
    const rows = await recipientRows({ ids: uniqueOf(userIds) });
    return new Map(
      rows.map(({ id, email, name, language, country, isActive, devices, ...row }) => [
        id,
        { id, email, name, language, country, isActive, devices, settings: toSettings(row) },
      ]),
    );
  }

  return {
    recipients,

    /** One member as `recipients` reads them. */
    async recipient(userId: string): Promise<Recipient | undefined> {
      return (await recipients([userId])).get(userId);
    },

    /** Each member's name as the other member knows it, by id. */
    async displayNames(userIds: readonly string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await nameRows({ ids: uniqueOf(userIds) });
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /**
     * Which of `claims` may mail now (at most once per interval per member and chat), in their
     * order; of one (member, chat) given twice only the first may.
     */
    async claimMany(
      claims: readonly { userId: string; matchId: string }[],
      now: Date,
    ): Promise<boolean[]> {
      const keyOf = (claim: { userId: string; matchId: string }) =>
        `${claim.userId} ${claim.matchId}`;
      const first = new Map<string, number>();
      claims.forEach((claim, n) => {
        if (!first.has(keyOf(claim))) first.set(keyOf(claim), n);
      });
      if (first.size === 0) return [];
      const asked = [...first.keys()].map((key) => claims[first.get(key)!]!);
      const won = new Set(
        (
          await claimRows({
            userIds: asked.map((claim) => claim.userId),
            matchIds: asked.map((claim) => claim.matchId),
            now: now.toISOString(),
            before: new Date(now.getTime() - NOTICE_INTERVAL_MS).toISOString(),
          })
        ).map(keyOf),
      );
      return claims.map((claim, n) => first.get(keyOf(claim)) === n && won.has(keyOf(claim)));
    },

    /** For tests: when the member was last mailed about the chat. */
    async noticedAt(userId: string, matchId: string): Promise<Date | null | undefined> {
      const [row] = await db
        .select({ noticedAt: chatStates.noticedAt })
        .from(chatStates)
        .where(and(eq(chatStates.userId, userId), eq(chatStates.matchId, matchId)));
      return row?.noticedAt;
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
