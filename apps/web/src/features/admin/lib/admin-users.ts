import type { AdminUser } from '@vusal/shared/schemas/admin';

/** How many goals a row names before the rest collapse into "+N" (spec: first 2, then +N). */
export const SHOWN_GOALS = 2;

/** The goals a row names and how many more there are: `['a','b','c']` → shown a, b; more 1. */
export function goalsSummary<T>(
  goals: readonly T[],
  shown: number = SHOWN_GOALS,
): { shown: T[]; hidden: T[]; more: number } {
  const visible = goals.slice(0, shown);
  const hidden = goals.slice(shown);
  return { shown: visible, hidden, more: hidden.length };
}

export type UserActions = {
  /** Only while the profile is not approved. */
  approve: boolean;
  /** Issue 23, item 9: asking for changes, beside approving. */
  reject: boolean;
  /**
   * Hidden for admins (the spec), for accounts their owners deleted (409 ACCOUNT_DELETED), and
   * for profiles not approved or without a photo (409 STAFF_PROFILE_REQUIRED, issue 34).
   */
  makeAdmin: boolean;
  /**
   * Only for other admins (ADMIN_SELF_LOCKOUT), never the `ADMIN_EMAIL` account
   * (ADMIN_ROLE_PROTECTED), and not for deleted accounts.
   */
  removeAdmin: boolean;
  /** Issue 23, item 8: for approved members with a photo who are neither moderator nor admin. */
  makeModerator: boolean;
  removeModerator: boolean;
  /**
   * Which way the active switch goes, or nothing: an admin cannot deactivate themselves
   * (ADMIN_SELF_LOCKOUT), nobody the `ADMIN_EMAIL` account (STAFF_PROTECTED), and only the
   * owner restores a deleted account (ACCOUNT_DELETED).
   */
  activity: 'activate' | 'deactivate' | null;
};

/** The row actions product.md allows for `user`, seen by the admin whose id is `selfId`. */
export function userActions(
  user: Pick<
    AdminUser,
    'userId' | 'role' | 'isAdminEmail' | 'isActive' | 'isApproved' | 'deletedAt' | 'photoUrl'
  >,
  selfId: string,
): UserActions {
  const isDeleted = user.deletedAt !== null;
  let activity: UserActions['activity'] = null;
  if (!isDeleted) {
    if (!user.isActive) activity = 'activate';
    else if (user.userId !== selfId && !user.isAdminEmail) activity = 'deactivate';
  }
  const mayBeStaff = user.isApproved && user.photoUrl !== null && !isDeleted;
  return {
    approve: !user.isApproved && !isDeleted,
    // Issue 23, item 9: a pending profile can instead be sent back with what to change.
    reject: !user.isApproved && !isDeleted,
    makeAdmin: user.role !== 'admin' && mayBeStaff,
    removeAdmin:
      user.role === 'admin' && user.userId !== selfId && !user.isAdminEmail && !isDeleted,
    makeModerator: user.role === 'user' && mayBeStaff,
    removeModerator: user.role === 'moderator',
    activity,
  };
}

/** Whether the table shows the person as active, deactivated or deleted by themselves. */
export function activeState(user: Pick<AdminUser, 'isActive' | 'deletedAt'>) {
  if (user.deletedAt !== null) return 'deleted' as const;
  return user.isActive ? ('active' as const) : ('inactive' as const);
}
