import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { matches, photoReveals, preferences, profiles, type Match } from '../../db/schema';
import { lentStanding, standingRefusals, type StandingRefusal } from '../auth';
import {
  cardOf,
  cardSelection,
  isHeldForReview,
  isVisibleProfile,
  notBlockedEitherWay,
  revealsBetween,
  type CardRow,
} from '../members';

/** Why an answer was refused, in the order the checks run (each an AppError code but the 404). */
export type ConsentRefusal =
  | StandingRefusal
  | 'VERIFICATION_REQUIRED'
  | 'NOT_FOUND'
  | 'CONSENT_ALREADY_GIVEN'
  | 'CHAT_DECLINED';

export type ConsentOutcome =
  | { refusal: ConsentRefusal }
  /** The statement's snapshot allowed the answer, but the row's newest version no longer did. */
  | { refusal: 'RACED' }
  | {
      refusal: null;
      match: Match;
      otherId: string;
      /** The other member's card, for the answer. */
      theirCard: CardRow;
      /** The answering member's card, for the other member's page; none while hidden. */
      myCard: CardRow | undefined;
      /** Decision 051: a guardian of either member reads chats, so a double yes waits. */
      isHeld: boolean;
    };

type Row = Record<string, unknown> & {
  refusal: ConsentRefusal | null;
  isHeld: boolean;
  otherId: string | null;
  id: string | null;
  user1Id: string | null;
  user2Id: string | null;
  user1WantsChat: boolean | null;
  user2WantsChat: boolean | null;
  chatOpened: boolean | null;
  chatOpenedAt: string | Date | null;
  endedAt: string | Date | null;
  endedBy: string | null;
  createdAt: string | Date | null;
  myCardShown: boolean | null;
};

// Every value of the statement, given per call.
const viewer = sql`${sql.placeholder('viewerId')}`;
const answer = sql`${sql.placeholder('answer')}::boolean`;
const at = sql`${sql.placeholder('at')}::timestamptz`;

// The viewer's answer and the other member's, on whichever version of the row is read.
const mine = sql`case when ${matches.user1Id} = ${viewer} then ${matches.user1WantsChat} else ${matches.user2WantsChat} end`;
const theirs = sql`case when ${matches.user1Id} = ${viewer} then ${matches.user2WantsChat} else ${matches.user1WantsChat} end`;
const isLiveMatchOfViewer = sql`${matches.id} = ${sql.placeholder('matchId')}::uuid
  and (${matches.user1Id} = ${viewer} or ${matches.user2Id} = ${viewer}) and ${matches.endedAt} is null`;
// This answer, a yes, completes the double consent and nothing holds the chat.
const opens = sql`${answer} and ${theirs} is true and not (select "isHeld" from hold)`;

/**
 * Issue 35, P11 (decision 063): a consent answer (D14) in one statement, autocommitted. Its
 * checks share one snapshot: the session the route was lent still counts (decision 058); the
 * member is not asked to verify nor held for review (issue 23, decision 039); the match is
 * theirs and live; the other member is visible and not blocked either way. The answer itself
 * is one conditional update: whether this member's answer is still null, the other's not a
 * no and the match live is asked again by the update of the row's newest version, so of two
 * answers at the same moment the second sees the first, and a double yes opens the chat once.
 * A no takes back what either revealed (issue 38) in the same statement.
 */
const answerStatement = sql`
  with ${lentStanding(viewer)},
  me as (
    select ${cardSelection('my.')}, ${isVisibleProfile} as "myCardShown",
      ${isHeldForReview(viewer)} as hidden
    from ${profiles} left join ${preferences} on ${preferences.userId} = ${profiles.userId}
    where ${profiles.userId} = ${viewer}
  ),
  live as (
    select ${mine} as mine, ${theirs} as theirs,
      case when ${matches.user1Id} = ${viewer} then ${matches.user2Id} else ${matches.user1Id} end as other_id
    from ${matches} where ${isLiveMatchOfViewer}
  ),
  them as (
    select ${cardSelection('their.')}
    from ${profiles} left join ${preferences} on ${preferences.userId} = ${profiles.userId}
    where ${profiles.userId} = (select other_id from live) and ${isVisibleProfile}
      and ${notBlockedEitherWay(viewer, sql`${profiles.userId}`)}
  ),
  verdict as (
    select case
      ${standingRefusals}
      when coalesce((select "my.verificationRequired" from me), false) then 'VERIFICATION_REQUIRED'
      -- Decision 039: to a member held for review, every match answers as absent.
      when coalesce((select hidden from me), false) then 'NOT_FOUND'
      -- No live match of theirs, the other member's account purged, hidden or blocked.
      when not exists (select 1 from them) then 'NOT_FOUND'
      when (select mine from live) is not null then 'CONSENT_ALREADY_GIVEN'
      when (select theirs from live) is false then 'CHAT_DECLINED'
    end as refusal
  ),
  -- Decision 051: the "Family involved" badge of either card is the hold's own fact.
  hold as (
    select coalesce((select "my.familyInvolved" from me), false)
      or coalesce((select "their.familyInvolved" from them), false) as "isHeld"
  ),
  answered as (
    update ${matches} set
      user1_wants_chat = case when ${matches.user1Id} = ${viewer} then ${answer} else ${matches.user1WantsChat} end,
      user2_wants_chat = case when ${matches.user2Id} = ${viewer} then ${answer} else ${matches.user2WantsChat} end,
      chat_opened = ${opens},
      chat_opened_at = case when ${opens} then ${at} end
    where ${isLiveMatchOfViewer} and ${mine} is null and ${theirs} is not false
      and (select refusal from verdict) is null
    returning id, user1_id as "user1Id", user2_id as "user2Id",
      user1_wants_chat as "user1WantsChat", user2_wants_chat as "user2WantsChat",
      chat_opened as "chatOpened", chat_opened_at as "chatOpenedAt", ended_at as "endedAt",
      ended_by as "endedBy", created_at as "createdAt"
  ),
  forgotten as (
    delete from ${photoReveals} using answered
    where not ${answer} and ${revealsBetween(sql`answered."user1Id"`, sql`answered."user2Id"`)}
  )
  select verdict.refusal, hold."isHeld", (select other_id from live) as "otherId", answered.*, me.*, them.*
  from verdict cross join hold
    left join answered on true left join me on true left join them on true`;

const time = (value: string | Date | null) => (value === null ? null : new Date(value));

function toMatch(row: Row): Match {
  return {
    id: row.id!,
    user1Id: row.user1Id,
    user2Id: row.user2Id,
    user1WantsChat: row.user1WantsChat,
    user2WantsChat: row.user2WantsChat,
    chatOpened: row.chatOpened!,
    chatOpenedAt: time(row.chatOpenedAt),
    endedAt: time(row.endedAt),
    endedBy: row.endedBy,
    createdAt: time(row.createdAt)!,
  };
}

type Answer = { viewerId: string; sessionId: string; matchId: string; answer: boolean; at: Date };

/** Issue 35, P11: the consent answer's statement, built once per database and prepared. */
export function consentStatement(db: Database) {
  const run = preparedStatement<Row>(db, 'answer_consent', answerStatement);
  return async function answerConsent(values: Answer): Promise<ConsentOutcome> {
    const [row] = await run(values);
    if (row!.refusal) return { refusal: row!.refusal };
    if (!row!.id) return { refusal: 'RACED' };
    return {
      refusal: null,
      match: toMatch(row!),
      otherId: row!.otherId!,
      theirCard: cardOf(row!, 'their.'),
      myCard: row!.myCardShown ? cardOf(row!, 'my.') : undefined,
      isHeld: row!.isHeld,
    };
  };
}
