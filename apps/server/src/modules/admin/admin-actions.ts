import type { FastifyRequest } from 'fastify';
import { currentUser, type Actor } from '../auth';
import type { NewAuditEntry } from './admin-audit.queries';

/** What a staff action records in the audit log (its actor, target and address come apart). */
export type Recorded = Pick<NewAuditEntry, 'action' | 'details'>;

/** What an action returns: the row as it is now, and what was recorded (null: nothing changed). */
export type ActionResult<T> = { value: T; recorded: Recorded | null };

/** The audit row of a real change by `actor`, from where they acted. */
export function auditEntry(
  actor: Actor,
  targetUserId: string | null,
  recorded: Recorded,
): NewAuditEntry {
  return { ...recorded, actorId: actor.id, targetUserId, ip: actor.ip };
}

/** SECURITY 26: who did what to whom, from where; nothing secret. Answers the action's row. */
export function logged<T>(
  request: FastifyRequest,
  target: { targetUserId?: string; reportId?: string; appealId?: string },
  result: ActionResult<T>,
): T {
  const entry = {
    actorId: currentUser(request).id,
    ...target,
    ip: request.ip,
    action: result.recorded?.action ?? null,
  };
  request.log.info(entry, result.recorded ? 'admin action' : 'admin action changed nothing');
  return result.value;
}
