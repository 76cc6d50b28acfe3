import type { Role } from '@vusal/shared/catalog/enums';
import type { ProfileStatus } from '@vusal/shared/schemas/session';
import { sql, type SQL } from 'drizzle-orm';
import { profiles, session, userRoles } from '../../db/schema';
import type { RequestUser } from './auth.types';

/**
 * Decision 058: what the session hook and `requireApproved` decide, asked inside a route's own
 * statement, so a route lent a remembered session (`sessionInStatement`) still acts only while
 * the session counts: `signed_in`, the session `sessionId` of `userId` not ended and not
 * expired at `now`; `admitted`, its member approved, active and not deleted, or an admin
 * (`profileStatus` and `requireApproved`, session.service.ts and session.hook.ts). Each argument
 * is a value or a placeholder.
 */
function sessionStanding(sessionId: SQL, userId: SQL, now: SQL): SQL {
  return sql`select
    exists (select 1 from ${session} where ${session.id} = ${sessionId}
      and ${session.userId} = ${userId} and ${session.expiresAt} > ${now}) as signed_in,
    (exists (select 1 from ${profiles} where ${profiles.userId} = ${userId}
        and ${profiles.isApproved} and ${profiles.isActive} and ${profiles.deletedAt} is null)
      or exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId}
        and ${userRoles.role} = 'admin')) as admitted`;
}

/**
 * Decisions 058, 063 and 065: the first part of a statement that checks a lent session itself,
 * the one-row table `standing` of the session placeholder `sessionId` of `userId` at the
 * placeholder `at`. `standingRefusals` says what it refuses.
 */
export function lentStanding(userId: SQL): SQL {
  const sessionId = sql`${sql.placeholder('sessionId')}`;
  return sql`standing as (${sessionStanding(sessionId, userId, sql`${sql.placeholder('at')}::timestamptz`)})`;
}

/**
 * The first arms of a statement's `case` on `lentStanding`: what the session hook and
 * `requireApproved` would answer, a session that no longer counts and a member not admitted.
 */
export const standingRefusals = sql`when not (select signed_in from standing) then 'UNAUTHENTICATED'
      when not (select admitted from standing) then 'PROFILE_PENDING'`;

/** The codes `standingRefusals` answers. */
export type StandingRefusal = 'UNAUTHENTICATED' | 'PROFILE_PENDING';

/** What the guards decide on of a member's profile (the session row's columns, or a statement's). */
export type ProfileFacts = {
  hasProfile: boolean;
  isApproved: boolean;
  isActive: boolean;
  isDeleted: boolean;
};

/** Where a signed-in person stands, as the session hook and every guard read it. */
export function profileStatusOf(facts: ProfileFacts): ProfileStatus {
  if (!facts.hasProfile) return 'none';
  if (!facts.isActive || facts.isDeleted) return 'deactivated';
  return facts.isApproved ? 'approved' : 'pending';
}

/** A row of `viewerStanding`, under the names a drizzle selection gives it (`viewerColumns`). */
export type ViewerStanding = ProfileFacts & { signedIn: boolean; role: Role | null };

/**
 * Decision 062: for a read that decides what its viewer sees by their role and profile status
 * (a profile's view), the session's standing as a one-row table `alias`, read in the read's
 * own snapshot: whether it counts, the role, and the member's profile facts. `viewerColumns`
 * names its columns for a selection; `standingUser` makes of a row the user the session hook
 * would have read.
 */
export function viewerStanding(sessionId: SQL, userId: SQL, now: SQL, alias: string): SQL {
  return sql`(select
    exists (select 1 from ${session} where ${session.id} = ${sessionId}
      and ${session.userId} = ${userId} and ${session.expiresAt} > ${now}) as signed_in,
    (select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${userId}) as role,
    ${profiles.id} is not null as has_profile,
    coalesce(${profiles.isApproved}, false) as is_approved,
    coalesce(${profiles.isActive}, false) as is_active,
    ${profiles.deletedAt} is not null as is_deleted
    from (select 1) as asked left join ${profiles} on ${profiles.userId} = ${userId}
  ) as ${sql.identifier(alias)}`;
}

/** The columns of `viewerStanding(…, alias)`, to spread into a drizzle selection. */
export function viewerColumns(alias: string) {
  const column = (name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  return {
    signedIn: sql<boolean>`${column('signed_in')}`,
    role: sql<Role | null>`${column('role')}`,
    hasProfile: sql<boolean>`${column('has_profile')}`,
    isApproved: sql<boolean>`${column('is_approved')}`,
    isActive: sql<boolean>`${column('is_active')}`,
    isDeleted: sql<boolean>`${column('is_deleted')}`,
  };
}

/**
 * Decision 062: the user a route was given (perhaps lent, decision 058), as the session hook
 * would read it in the statement's snapshot; undefined when the session no longer counts (a
 * sign-out, a password change, a deletion, an expiry), which answers as no session does.
 */
export function standingUser(user: RequestUser, standing: ViewerStanding): RequestUser | undefined {
  if (!standing.signedIn) return undefined;
  return { ...user, role: standing.role ?? 'user', profileStatus: profileStatusOf(standing) };
}
