import type { AdminAuditEntry, AdminUser } from '@vusal/shared/schemas/admin';
import { minutesSince } from '../../clock';
import { personOf } from '../../db/person-name';
import { photoUrl, rejectionView } from '../members';
import type { AuditRow } from './admin-audit.queries';
import type { AdminUserRow } from './admin-users.queries';

/** Rows to the shared answer types: times as ISO strings, absent people as null. */

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * `adminEmail` is the `ADMIN_EMAIL` account in lower case, if one is configured; `now` the
 * server's clock, for a pending profile's wait.
 */
export function toAdminUser(
  row: AdminUserRow,
  adminEmail: string | undefined,
  now: Date,
): AdminUser {
  const isPending = !row.isApproved && row.isActive && !row.deletedAt;
  return {
    userId: row.userId,
    fullName: row.fullName,
    email: row.email,
    age: row.age ?? null,
    city: row.city,
    relationshipGoals: row.relationshipGoals,
    // Staff see photos as they are (`photoVariant`).
    photoUrl: photoUrl(row, 'original'),
    hasBio: row.hasBio,
    role: row.role ?? 'user',
    isAdminEmail: !!adminEmail && row.email.toLowerCase() === adminEmail,
    isActive: row.isActive,
    isApproved: row.isApproved,
    rejection: rejectionView(row),
    deletedAt: isoOrNull(row.deletedAt),
    createdAt: iso(row.createdAt),
    waitedMinutes: isPending ? minutesSince(row.createdAt, now) : null,
  };
}

export function toAuditEntry(row: AuditRow): AdminAuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor: personOf(row.actorId, row.actorName),
    target: personOf(row.targetId, row.targetName),
    details: row.details,
    ip: row.ip,
    createdAt: iso(row.createdAt),
  };
}
