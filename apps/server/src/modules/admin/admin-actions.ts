import type { Actor } from '../auth';
import type { NewAuditEntry } from './admin-audit.queries';
import type { AdminRepository } from './admin.repository';

export type Recorded = Pick<NewAuditEntry, 'action' | 'details'>;

/** What an action returns: the row as it is now, and what was recorded (null: nothing changed). */
export type ActionResult<T> = { value: T; recorded: Recorded | null };

/** The audit row of a real change, in the action's transaction. */
export function audit(
  tx: AdminRepository,
  actor: Actor,
  targetUserId: string,
  recorded: Recorded,
): Promise<void> {
  return tx.insertAudit({ ...recorded, actorId: actor.id, targetUserId, ip: actor.ip });
}

/** SECURITY 8: inactive, every session ended, in the caller's transaction. */
export async function deactivate(tx: AdminRepository, userId: string) {
  const changed = await tx.setActive(userId, false);
  const endedSessions = await tx.deleteSessionsOf(userId);
  return { changed, endedSessions };
}
