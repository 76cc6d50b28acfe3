import { sql, type SQL } from 'drizzle-orm';
import { profiles, session, userRoles } from '../../db/schema';

/**
 * Decision 058: what the session hook and `requireApproved` decide, asked inside a route's own
 * statement, so a route lent a remembered session (`sessionInStatement`) still acts only while
 * the session counts: `signed_in`, the session `sessionId` of `userId` not ended and not
 * expired at `now`; `admitted`, its member approved, active and not deleted, or an admin
 * (`profileStatus` and `requireApproved`, session.service.ts and session.hook.ts). Each argument
 * is a value or a placeholder.
 */
export function sessionStanding(sessionId: SQL, userId: SQL, now: SQL): SQL {
  return sql`select
    exists (select 1 from ${session} where ${session.id} = ${sessionId}
      and ${session.userId} = ${userId} and ${session.expiresAt} > ${now}) as signed_in,
    (exists (select 1 from ${profiles} where ${profiles.userId} = ${userId}
        and ${profiles.isApproved} and ${profiles.isActive} and ${profiles.deletedAt} is null)
      or exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId}
        and ${userRoles.role} = 'admin')) as admitted`;
}
