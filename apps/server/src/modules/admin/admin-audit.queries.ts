import { isIP } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { auditLog, profiles, user, type NewAuditLogEntry } from '../../db/schema';
import { cursorTime, newestFirst, olderThan, type TimeCursor } from '../../infra/keyset';
import { personName } from '../../db/person-name';

export type NewAuditEntry = {
  actorId: string;
  // Null when the person was purged before the action (a report that outlived them).
  targetUserId: string | null;
  action: NewAuditLogEntry['action'];
  details?: Record<string, unknown>;
  ip: string | undefined;
};

const actorUser = alias(user, 'actor_user');
const actorProfile = alias(profiles, 'actor_profile');
const targetUser = alias(user, 'target_user');
const targetProfile = alias(profiles, 'target_profile');
const keyset = { createdAt: auditLog.createdAt, id: auditLog.id };

/**
 * SECURITY 15: the audit row of a staff action, on the caller's transaction, so it commits or
 * rolls back with the change it records. Every staff action writes it here: the admin's, and
 * the moderators' (reports, appeals, photo reviews, selfie checks).
 */
export async function insertAudit(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    targetUserId: entry.targetUserId,
    action: entry.action,
    details: entry.details ?? null,
    // An inet column: an address it could not store would fail the whole action.
    ip: entry.ip && isIP(entry.ip) ? entry.ip : null,
  });
}

export function adminAuditQueries(db: Database) {
  return {
    insertAudit: (entry: NewAuditEntry) => insertAudit(db, entry),

    /** Newest first, with the names of both people as they are now. */
    async auditPage(filter: { userId?: string }, after: TimeCursor | undefined, limit: number) {
      return db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          details: auditLog.details,
          ip: auditLog.ip,
          createdAt: auditLog.createdAt,
          cursorAt: cursorTime(auditLog.createdAt),
          actorId: actorUser.id,
          actorName: personName(actorProfile.fullName, actorUser.name),
          targetId: targetUser.id,
          targetName: personName(targetProfile.fullName, targetUser.name),
        })
        .from(auditLog)
        .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
        .leftJoin(actorProfile, eq(actorProfile.userId, auditLog.actorId))
        .leftJoin(targetUser, eq(targetUser.id, auditLog.targetUserId))
        .leftJoin(targetProfile, eq(targetProfile.userId, auditLog.targetUserId))
        .where(
          and(
            filter.userId ? eq(auditLog.targetUserId, filter.userId) : undefined,
            after && olderThan(keyset, after),
          ),
        )
        .orderBy(...newestFirst(keyset))
        .limit(limit);
    },
  };
}

export type AuditRow = Awaited<
  ReturnType<ReturnType<typeof adminAuditQueries>['auditPage']>
>[number];
