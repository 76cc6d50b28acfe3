import type { AdminUser } from '@vusal/shared/schemas/admin';
import type { ProfileRejection } from '@vusal/shared/schemas/profile-rejection';
import type { Clock } from '../../clock';
import { AppError, notFound } from '../../errors/app-error';
import type { Actor } from '../auth';
import { type ActionResult, auditEntry, type Recorded } from './admin-actions';
import { toAdminUser } from './admin.mappers';
import type { AdminRepository } from './admin.repository';
import { assertMayDecide, recordingRefusals } from './staff-protection';

export type AdminServiceDependencies = {
  repository: AdminRepository;
  clock: Clock;
  /** Ends the person's live connections (sockets) on every node, after the commit. */
  disconnect(userId: string): void;
  /** D4: the `ADMIN_EMAIL` account (lower case), whose admin role no one can take away. */
  adminEmail?: string | undefined;
  /** After the commit: the person's cached sessions are dropped, so the change shows at once. */
  forgetSessions(userId: string): void;
  /** After the commit of a real approval: tells the member (issue 22, item 6). */
  onApproved(userId: string): void;
  /** After the commit of a request for changes: mails the member what to fix (issue 23, item 9). */
  onRejected(userId: string, rejection: ProfileRejection): void;
};

/**
 * Admin actions on people: approval, activity and roles. Each runs in one transaction with its
 * audit row, and only a real change is recorded: repeating an
 * action is harmless and writes nothing.
 */
export function createAdminService({
  repository,
  clock,
  disconnect,
  adminEmail,
  forgetSessions,
  onApproved,
  onRejected,
}: AdminServiceDependencies) {
  type UserState = NonNullable<Awaited<ReturnType<AdminRepository['lockUserState']>>>;

  async function actOnUser(
    actor: Actor,
    userId: string,
    act: (tx: AdminRepository, state: UserState) => Promise<Recorded | null>,
  ): Promise<ActionResult<AdminUser>> {
    const result = await repository.transaction(async (tx) => {
      const state = await tx.lockUserState(userId);
      if (!state) throw notFound();
      const recorded = await act(tx, state);
      if (recorded) await tx.insertAudit(auditEntry(actor, userId, recorded));
      const row = await tx.findUser(userId);
      if (!row) throw notFound();
      return { value: toAdminUser(row, adminEmail, clock.now()), recorded };
    });
    if (result.recorded) forgetSessions(userId);
    return result;
  }

  /**
   * Issue 34, item 12: staff act under their own profile, so it must be one the site shows: a
   * pending member or one without an approved photo does not become a moderator or an admin.
   */
  function assertStaffProfile(state: UserState) {
    if (!state.isApproved || !state.profilePhoto) throw new AppError('STAFF_PROFILE_REQUIRED');
  }

  return {
    async approve(actor: Actor, userId: string): Promise<ActionResult<AdminUser>> {
      const result = await actOnUser(actor, userId, async (tx, state) => {
        // Decision 037: at least one photo. Photo changes lock the same row, so the photo
        // cannot go between this check and the approval.
        if (!state.isApproved && !state.profilePhoto) throw new AppError('PHOTO_REQUIRED');
        return (await tx.approve(userId, actor.id, clock.now())) ? { action: 'approve' } : null;
      });
      if (result.recorded) onApproved(userId);
      return result;
    },

    /**
     * Issue 23, item 9: tells a pending member what to fix. The profile stays pending; a later
     * request replaces this one and the approval clears it. Every request is audited and mailed.
     */
    async reject(
      actor: Actor,
      userId: string,
      { reasons, note }: ProfileRejection,
    ): Promise<ActionResult<AdminUser>> {
      const result = await actOnUser(actor, userId, async (tx, state) => {
        if (state.deletedAt) throw notFound();
        if (state.isApproved) throw new AppError('CONFLICT');
        await tx.requestChanges(userId, reasons, note ?? null, clock.now());
        return { action: 'reject_profile', details: { reasons, note: note ?? null } };
      });
      onRejected(userId, { reasons, note });
      return result;
    },

    async setActive(
      actor: Actor,
      userId: string,
      active: boolean,
    ): Promise<ActionResult<AdminUser>> {
      // An admin cannot lock themselves out (another admin can).
      if (!active && userId === actor.id) throw new AppError('ADMIN_SELF_LOCKOUT');
      const result = await recordingRefusals(repository.insertAudit, () =>
        actOnUser(actor, userId, async (tx, state) => {
          if (active) {
            // S8: a deleted account comes back only when its owner restores it by signing in.
            if (state.deletedAt) throw new AppError('ACCOUNT_DELETED');
            return (await tx.setActive(userId, true)) ? { action: 'activate' } : null;
          }
          // SECURITY 37: not even an admin deactivates the `ADMIN_EMAIL` account.
          const standing = await tx.staffStanding(actor.id, userId);
          assertMayDecide(standing, adminEmail, actor, userId, 'deactivate');
          const { changed, endedSessions } = await tx.deactivate(userId);
          return changed ? { action: 'deactivate', details: { endedSessions } } : null;
        }),
      );
      if (!active) disconnect(userId);
      return result;
    },

    /** D4, S10: the role takes effect on the person's next request. */
    makeAdmin: (actor: Actor, userId: string) =>
      actOnUser(actor, userId, async (tx, state) => {
        if (state.role === 'admin') return null;
        if (state.deletedAt) throw new AppError('ACCOUNT_DELETED');
        assertStaffProfile(state);
        return (await tx.grantRole(userId, 'admin', actor.id)) ? { action: 'make_admin' } : null;
      }),

    /**
     * Issue 23, item 8: a member becomes a moderator on their next request. An admin is one
     * already; making them "only" a moderator goes through removing the admin role first.
     */
    makeModerator: (actor: Actor, userId: string) =>
      actOnUser(actor, userId, async (tx, state) => {
        if (state.role === 'moderator') return null;
        if (state.role === 'admin') throw new AppError('CONFLICT');
        if (state.deletedAt) throw new AppError('ACCOUNT_DELETED');
        assertStaffProfile(state);
        return (await tx.grantRole(userId, 'moderator', actor.id))
          ? { action: 'make_moderator' }
          : null;
      }),

    removeModerator: (actor: Actor, userId: string) =>
      actOnUser(actor, userId, async (tx) =>
        (await tx.revokeRole(userId, 'moderator')) ? { action: 'remove_moderator' } : null,
      ),

    /**
     * D4: takes the admin role back, on the person's next request. Never from oneself (the
     * last admin could lock everyone out) nor from the `ADMIN_EMAIL` account.
     */
    async removeAdmin(actor: Actor, userId: string): Promise<ActionResult<AdminUser>> {
      if (userId === actor.id) throw new AppError('ADMIN_SELF_LOCKOUT');
      return actOnUser(actor, userId, async (tx, state) => {
        if (adminEmail && state.email.toLowerCase() === adminEmail) {
          throw new AppError('ADMIN_ROLE_PROTECTED');
        }
        return (await tx.revokeRole(userId, 'admin')) ? { action: 'remove_admin' } : null;
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
