import { BADGE_MAX } from '@vusal/shared/catalog/constants';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { badgeViews, likes, matches, profiles } from '../../db/schema';
import { lentStanding, standingRefusals, type StandingRefusal } from '../auth';
import { unreadMessagesOf } from '../chat';
import { gendersShownTo } from '../discovery';
import { isMember, likesReceivedCount, liveMatchesCount, receivedBy } from '../likes';
import { isVisibleProfile } from '../members';
import { visitorsShownSince } from '../visitors';
import { newestFirst } from '../../infra/keyset';

// One past the badge's largest number: enough to show "9+", and no row more is counted.
const CAP = BADGE_MAX + 1;

/** Why the badges were refused, as the session hook and `requireApproved` would. */
export type BadgesRefusal = StandingRefusal;

export type BadgesRow = {
  refusal: BadgesRefusal | null;
  likes: number;
  matches: number;
  explore: number;
  visitors: number;
  messages: number;
  likesReceived: number;
  matchCount: number;
  openChats: number;
};

const viewer = sql`${sql.placeholder('userId')}`;

/** When the member last looked at a section: the beginning of time when they never did. */
const viewedAt = (column: PgColumn) =>
  sql`coalesce((select ${column} from ${badgeViews} where ${badgeViews.userId} = ${viewer}),
    '-infinity'::timestamptz)`;

const viewerGender = sql`(select ${profiles.gender} from ${profiles} where ${profiles.userId} = ${viewer})`;

/** count(*) of a query's rows, stopping at `CAP`: a badge says 9+ anyway. */
const capped = (rows: SQL) => sql`(select count(*)::int from (${rows} limit ${CAP}) as capped)`;

/**
 * Issue 35, P11 (decision 066): what is new since the member last looked (S5) and the
 * dashboard's totals, in one statement. Each count is the rule of the module that owns it: the
 * likes page's `receivedBy` and totals, the chat list's unread messages, the visitors list's,
 * D5's genders. `lent`: the route's statement, which checks the session it was lent first
 * (decision 058); the socket's asks for a member whose socket is already verified.
 */
export function badgesStatement(db: Database, lent: boolean) {
  const refusal = lent ? sql`(case ${standingRefusals} end)` : sql`null::text`;
  const counts = {
    likes:
      capped(sql`select 1 from ${likes} inner join ${profiles} on ${profiles.userId} = ${likes.likerId}
      where ${receivedBy(viewer)} and ${likes.createdAt} > ${viewedAt(badgeViews.likesViewedAt)}`),
    matches:
      capped(sql`select 1 from ${matches} where ${isMember(viewer)} and ${matches.endedAt} is null
      and ${matches.createdAt} > ${viewedAt(badgeViews.matchesViewedAt)}`),
    // Visible profiles of the genders the member browses, new since they last explored; per
    // gender, so that each walks the browse index from its newest and stops at the cap.
    explore: capped(sql`select 1 from unnest(${gendersShownTo(viewerGender)}) as shown (gender)
      cross join lateral (select 1 from ${profiles} where ${profiles.gender} = shown.gender
        and ${isVisibleProfile} and (${profiles.userId} is null or ${profiles.userId} <> ${viewer})
        and ${profiles.createdAt} > ${viewedAt(badgeViews.exploreViewedAt)}
        order by ${sql.join(newestFirst({ createdAt: profiles.createdAt, id: profiles.id }), sql`, `)}
        limit ${CAP}) as fresh`),
    visitors: capped(sql`${visitorsShownSince(db, viewer, viewedAt(badgeViews.visitorsViewedAt))}`),
    // S5: the same rows as the chat list's unread counts, so the two always agree.
    messages: capped(sql`${unreadMessagesOf(db, viewer)}`),
    likesReceived: likesReceivedCount(viewer),
    matchCount: liveMatchesCount(viewer),
    openChats: sql`(select count(*)::int from ${matches} where ${isMember(viewer)}
      and ${matches.endedAt} is null and ${matches.chatOpened})`,
  };
  const columns = Object.entries(counts).map(
    ([name, count]) =>
      sql`case when verdict.refusal is null then ${count} end as ${sql.identifier(name)}`,
  );
  return sql`
    with ${lent ? sql`${lentStanding(viewer)},` : sql``}
    verdict as (select ${refusal} as refusal)
    select verdict.refusal, ${sql.join(columns, sql`, `)} from verdict`;
}

/**
 * The badges of `userId`: `readBadges` through the session the route was given (perhaps lent,
 * decision 058), `countBadges` for a socket's member.
 */
export function badgesStatements(db: Database) {
  const read = preparedStatement<BadgesRow>(db, 'read_badges', badgesStatement(db, true));
  const count = preparedStatement<BadgesRow>(db, 'count_badges', badgesStatement(db, false));
  return {
    readBadges: async (asked: { userId: string; sessionId: string; at: Date }) =>
      (await read(asked))[0]!,
    countBadges: async (userId: string) => (await count({ userId }))[0]!,
  };
}
