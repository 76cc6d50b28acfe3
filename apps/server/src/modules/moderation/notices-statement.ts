import type { MemberNotices } from '@vusal/shared/schemas/moderation';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { lentStanding, standingRefusals, type StandingRefusal } from '../auth';
import { unseenWarningOf, verificationHoldOf } from './moderation-query-parts';

/** Why the notices were refused, as the session hook and `requireApproved` would. */
export type NoticesRefusal = StandingRefusal;

export type NoticesOutcome = { refusal: NoticesRefusal } | ({ refusal: null } & MemberNotices);

type Row = {
  refusal: NoticesRefusal | null;
  warning: { id: string; reason: string } | null;
  holdReason: string | null;
};

const member = sql`${sql.placeholder('userId')}`;

/**
 * Issue 35, P11 (decision 070): what a moderator's decision left for the member to see, in one
 * statement with the lent session's standing (decision 058): the oldest unseen warning and the
 * request to verify, by the same parts the warning's and the selfie check's routes ask. A
 * refusal reads neither.
 */
function noticesStatement(db: Database) {
  const ok = sql`verdict.refusal is null`;
  return sql`
    with ${lentStanding(member)},
    verdict as (select case ${standingRefusals} end as refusal)
    select verdict.refusal,
      case when ${ok} then (select to_json(warning)
        from (${unseenWarningOf(db, member)}) as warning) end as warning,
      case when ${ok} then (select hold.reason
        from (${verificationHoldOf(db, member)}) as hold) end as "holdReason"
    from verdict`;
}

export function noticesStatements(db: Database) {
  const read = preparedStatement<Row>(db, 'read_moderation_notices', noticesStatement(db));

  /** The notices of `userId`, read through the session the route was given. */
  return async function readNotices(asked: {
    userId: string;
    sessionId: string;
    at: Date;
  }): Promise<NoticesOutcome> {
    const row = (await read(asked))[0]!;
    if (row.refusal) return { refusal: row.refusal };
    return {
      refusal: null,
      warning: row.warning,
      verificationRequired: row.holdReason === null ? null : { reason: row.holdReason },
    };
  };
}
