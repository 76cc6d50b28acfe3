import { AppError } from '../../errors/app-error';
import type { Actor } from '../auth';
import { auditEntry } from './admin-actions';
import type { NewAuditEntry } from './admin-audit.queries';
import type { StaffStanding } from './admin-users.queries';

/** What a staff member tried to decide about someone (the audit action it would have been). */
export type AttemptedDecision =
  | 'warn'
  | 'require_verification'
  | 'suspend'
  | 'ban'
  | 'deactivate'
  | 'uphold_appeal'
  | 'lift_sanction';

/**
 * A decision the staff rule refuses. It carries its audit row, because the decision's own
 * transaction rolls back: `recordingRefusals` writes the row after it.
 */
export class StaffRefusal extends Error {
  constructor(readonly entry: NewAuditEntry) {
    super('staff protected');
    this.name = 'StaffRefusal';
  }
}

/**
 * SECURITY 37: nobody decides against the `ADMIN_EMAIL` account (`adminEmail`, lower case),
 * and decisions about moderators and admins are for admins only. Throws a `StaffRefusal`.
 */
export function assertMayDecide(
  standing: StaffStanding,
  adminEmail: string | undefined,
  actor: Actor,
  targetUserId: string,
  attempted: AttemptedDecision,
  /** What the decision was about (a report, an appeal), for the audit row. */
  about: Record<string, string> = {},
): void {
  // Lifting a sanction of the owner (one from before this rule) is a way back, not a decision
  // against them.
  const isOwner =
    !!adminEmail &&
    standing.targetEmail?.toLowerCase() === adminEmail &&
    attempted !== 'lift_sanction';
  const isStaff = standing.targetRole !== null;
  if (!isOwner && (!isStaff || standing.actorRole === 'admin')) return;
  throw new StaffRefusal(
    auditEntry(actor, targetUserId, {
      action: 'refuse_sanction',
      details: { attempted, protected: isOwner ? 'owner' : standing.targetRole, ...about },
    }),
  );
}

/**
 * Runs a decision; when the staff rule refused it, its audit row is written by `record` (out of
 * the rolled-back transaction) and the answer is 403 `STAFF_PROTECTED`.
 */
export async function recordingRefusals<T>(
  record: (entry: NewAuditEntry) => Promise<void>,
  decide: () => Promise<T>,
): Promise<T> {
  try {
    return await decide();
  } catch (error) {
    if (!(error instanceof StaffRefusal)) throw error;
    await record(error.entry);
    throw new AppError('STAFF_PROTECTED');
  }
}
