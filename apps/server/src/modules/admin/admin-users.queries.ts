import type { AdminUserStatus } from '@vusal/shared/schemas/admin';
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ProfileRejectionReason, Role } from '@vusal/shared/catalog/enums';
import type { Database } from '../../db/client';
import { profileAge } from '../../db/profile-age';
import { profiles, user, userRoles } from '../../db/schema';
import { deleteSessionsOf } from '../auth';
import { forgetRevealsOf } from '../members';
import { cursorTime, newestFirst, olderThan, type TimeCursor } from '../../infra/keyset';
import { searchMatches } from './admin-users-search.queries';

async function setActive(db: Database, userId: string, isActive: boolean): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ isActive })
    .where(and(eq(profiles.userId, userId), ne(profiles.isActive, isActive)))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

/**
 * SECURITY 8: the profile inactive and every session ended (the cookies stop resolving at
 * once), in the caller's transaction: an admin's deactivation and a moderator's suspension or
 * ban are this one change.
 */
export async function deactivateAccount(db: Database, userId: string) {
  const changed = await setActive(db, userId, false);
  const endedSessions = await deleteSessionsOf(db, userId);
  // Issue 38: reactivated, the member has revealed nothing and been shown nothing.
  await forgetRevealsOf(db, userId);
  return { changed, endedSessions };
}

/**
 * SECURITY 37: who acts and who is decided about, for the staff guard: their roles (null for a
 * plain member) and the target's e-mail, to recognise the `ADMIN_EMAIL` account. In the
 * caller's transaction.
 */
export async function staffStandingOf(db: Database, actorId: string, targetUserId: string) {
  const rows = await db
    .select({ id: user.id, email: user.email, role: userRoles.role })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(inArray(user.id, [actorId, targetUserId]));
  const actor = rows.find((row) => row.id === actorId);
  const target = rows.find((row) => row.id === targetUserId);
  return {
    actorRole: actor?.role ?? null,
    targetRole: target?.role ?? null,
    targetEmail: target?.email ?? null,
  };
}

export type StaffStanding = Awaited<ReturnType<typeof staffStandingOf>>;

export type UserFilter = { status: AdminUserStatus; search?: string };

const userColumns = {
  profileId: profiles.id,
  userId: user.id,
  fullName: profiles.fullName,
  email: user.email,
  age: profileAge,
  city: profiles.city,
  relationshipGoals: profiles.relationshipGoals,
  // Decision 037: the main photo's thumbnail and whether a bio was written, for the table.
  profilePhoto: profiles.profilePhoto,
  hasBio: sql<boolean>`coalesce(btrim(${profiles.bio}) <> '', false)`,
  role: userRoles.role,
  isActive: profiles.isActive,
  isApproved: profiles.isApproved,
  rejectionReasons: profiles.rejectionReasons,
  rejectionNote: profiles.rejectionNote,
  rejectedAt: profiles.rejectedAt,
  deletedAt: profiles.deletedAt,
  createdAt: profiles.createdAt,
  cursorAt: cursorTime(profiles.createdAt),
};

function statusCondition(status: AdminUserStatus): SQL | undefined {
  const isShown = and(eq(profiles.isActive, true), isNull(profiles.deletedAt));
  switch (status) {
    case 'pending':
      return and(eq(profiles.isApproved, false), isShown);
    case 'approved':
      return and(eq(profiles.isApproved, true), isShown);
    case 'deactivated':
      return or(eq(profiles.isActive, false), isNotNull(profiles.deletedAt));
    case 'all':
      return undefined;
  }
}

const keyset = { createdAt: profiles.createdAt, id: profiles.id };

/** Accounts' profiles (demo profiles have none) in the status asked for. */
function scopeOf(filter: UserFilter): SQL | undefined {
  return and(isNotNull(profiles.userId), statusCondition(filter.status));
}

export function adminUserQueries(db: Database) {
  const selectUsers = () =>
    db
      .select(userColumns)
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .leftJoin(userRoles, eq(userRoles.userId, profiles.userId));

  /** One page in `order`; with a search, only among the first matches found by the indexes. */
  function page(filter: UserFilter, where: SQL | undefined, order: SQL[], limit: number) {
    const scope = and(scopeOf(filter), where);
    const matches = filter.search
      ? sql`${profiles.id} in (${searchMatches(db, filter.search, scope, { order, limit })})`
      : undefined;
    return selectUsers()
      .where(and(scope, matches))
      .orderBy(...order)
      .limit(limit);
  }

  return {
    /** One approval state, newest first: the building block of the pending and newest orders. */
    async usersByApproval(
      filter: UserFilter,
      isApproved: boolean,
      after: TimeCursor | undefined,
      limit: number,
    ) {
      const where = and(eq(profiles.isApproved, isApproved), after && olderThan(keyset, after));
      return page(filter, where, newestFirst(keyset), limit);
    },

    async usersByName(
      filter: UserFilter,
      after: { n: string; i: string } | undefined,
      limit: number,
    ) {
      const where =
        after && sql`(${profiles.fullName}, ${profiles.id}) > (${after.n}, ${after.i}::uuid)`;
      return page(filter, where, [asc(profiles.fullName), asc(profiles.id)], limit);
    },

    /**
     * Matching rows, counted no further than `cap + 1` (a search counts its matches, which the
     * indexes find), so a large table costs a bounded scan.
     */
    async countUsers(filter: UserFilter, cap: number): Promise<number> {
      const scope = scopeOf(filter);
      const matching = filter.search
        ? searchMatches(db, filter.search, scope)
        : sql`select 1 from ${profiles} where ${scope} limit ${cap + 1}`;
      const { rows } = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from (${matching}) as matching`,
      );
      return rows[0]?.count ?? 0;
    },

    async findUser(userId: string) {
      const [row] = await selectUsers().where(eq(profiles.userId, userId));
      return row;
    },

    /** The target's state, its profile row locked until the transaction ends. */
    async lockUserState(userId: string) {
      const [row] = await db
        .select({
          isActive: profiles.isActive,
          isApproved: profiles.isApproved,
          profilePhoto: profiles.profilePhoto,
          deletedAt: profiles.deletedAt,
          role: userRoles.role,
          email: user.email,
        })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .leftJoin(userRoles, eq(userRoles.userId, profiles.userId))
        .where(eq(profiles.userId, userId))
        .for('update', { of: profiles });
      return row;
    },

    /** True when it changed anything. */
    async approve(userId: string, approvedBy: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(profiles)
        // Issue 23, item 9: the changes asked for are settled by the approval.
        .set({
          isApproved: true,
          approvedAt: at,
          approvedBy,
          rejectionReasons: null,
          rejectionNote: null,
          rejectedAt: null,
        })
        .where(and(eq(profiles.userId, userId), eq(profiles.isApproved, false)))
        .returning({ id: profiles.id });
      return rows.length > 0;
    },

    /** Issue 23, item 9: what a pending member is asked to change; replaces an earlier request. */
    async requestChanges(
      userId: string,
      reasons: ProfileRejectionReason[],
      note: string | null,
      at: Date,
    ): Promise<void> {
      await db
        .update(profiles)
        .set({ rejectionReasons: reasons, rejectionNote: note, rejectedAt: at })
        .where(and(eq(profiles.userId, userId), eq(profiles.isApproved, false)));
    },

    setActive: (userId: string, isActive: boolean) => setActive(db, userId, isActive),

    /** A person holds one role; granting replaces it. True when it changed anything. */
    async grantRole(userId: string, role: StaffRole, grantedBy: string): Promise<boolean> {
      const rows = await db
        .insert(userRoles)
        .values({ userId, role, grantedBy })
        .onConflictDoUpdate({
          target: userRoles.userId,
          set: { role, grantedBy },
          setWhere: ne(userRoles.role, role),
        })
        .returning({ userId: userRoles.userId });
      return rows.length > 0;
    },

    /** D4: a user without a role row is a plain user. True when it changed anything. */
    async revokeRole(userId: string, role: StaffRole): Promise<boolean> {
      const rows = await db
        .delete(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
        .returning({ userId: userRoles.userId });
      return rows.length > 0;
    },

    deactivate: (userId: string) => deactivateAccount(db, userId),

    staffStanding: (actorId: string, targetUserId: string) =>
      staffStandingOf(db, actorId, targetUserId),
  };
}

/** The roles a role row holds: a plain user has none. */
export type StaffRole = Exclude<Role, 'user'>;

export type AdminUserRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof adminUserQueries>['findUser']>>
>;
