import type {
  AdminAuditEntry,
  AdminPerson,
  AdminReport,
  AdminReportDetail,
  AdminUser,
  ContactMessage,
} from '@vusal/shared/schemas/admin';
import type { AdminAppeal } from '@vusal/shared/schemas/admin-decisions';
import type { ReportContextRow } from '../../db/schema';
import { photoUrl, rejectionView } from '../members';
import type { AuditRow } from './admin-audit.queries';
import type { AppealRow } from './admin-sanctions.queries';
import type { ReportRow } from './admin-reports.queries';
import type { AdminUserRow } from './admin-users.queries';
import type { ContactMessageRow } from './contact-messages.queries';

/** Rows to the shared answer types: times as ISO strings, absent people as null. */

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
const person = (id: string | null, name: string | null): AdminPerson | null =>
  id && name ? { id, name } : null;

/** `adminEmail` is the `ADMIN_EMAIL` account in lower case, if one is configured. */
export function toAdminUser(row: AdminUserRow, adminEmail: string | undefined): AdminUser {
  return {
    userId: row.userId,
    fullName: row.fullName,
    email: row.email,
    age: row.age ?? null,
    city: row.city,
    relationshipGoals: row.relationshipGoals,
    photoUrl: photoUrl({ id: row.profileId, profilePhoto: row.profilePhoto }),
    hasBio: row.hasBio,
    role: row.role ?? 'user',
    isAdminEmail: !!adminEmail && row.email.toLowerCase() === adminEmail,
    isActive: row.isActive,
    isApproved: row.isApproved,
    rejection: rejectionView(row),
    deletedAt: isoOrNull(row.deletedAt),
    createdAt: iso(row.createdAt),
  };
}

export function toAdminReport(row: ReportRow): AdminReport {
  const { messageId, messageType, messageCreatedAt } = row;
  return {
    id: row.id,
    reason: row.reason,
    note: row.note,
    status: row.status,
    reporter: person(row.reporterId, row.reporterName),
    target: { id: row.targetId, name: row.targetName ?? '', isActive: row.targetIsActive },
    message:
      messageId && messageType && messageCreatedAt
        ? {
            id: messageId,
            type: messageType,
            excerpt: row.messageExcerpt,
            createdAt: iso(messageCreatedAt),
            hasContactDetails: row.messageHasContactDetails ?? false,
          }
        : null,
    createdAt: iso(row.createdAt),
    resolvedAt: isoOrNull(row.resolvedAt),
    resolvedBy: person(row.resolverId, row.resolverName),
    isHeld: row.isHeld,
  };
}

export function toAdminReportDetail(
  row: ReportRow,
  context: ReportContextRow | undefined,
): AdminReportDetail {
  return {
    ...toAdminReport(row),
    context: context
      ? {
          conversation: context.conversation,
          profile: context.profile,
          counts: { reports: context.reportsCount, reporters: context.reportersCount },
          frozenAt: iso(context.frozenAt),
        }
      : null,
  };
}

export function toAuditEntry(row: AuditRow): AdminAuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor: person(row.actorId, row.actorName),
    target: person(row.targetId, row.targetName),
    details: row.details,
    ip: row.ip,
    createdAt: iso(row.createdAt),
  };
}

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    matchId: row.matchId,
    text: row.text,
    createdAt: iso(row.createdAt),
    sender: person(row.senderId, row.senderName),
    recipient: person(row.recipientId, row.recipientName),
  };
}

export function toAdminAppeal(row: AppealRow): AdminAppeal {
  return {
    id: row.id,
    text: row.text,
    status: row.status,
    member: { id: row.memberId, name: row.memberName ?? '' },
    sanction: {
      id: row.sanctionId,
      kind: row.sanctionKind,
      reason: row.sanctionReason,
      endsAt: isoOrNull(row.sanctionEndsAt),
      createdAt: iso(row.sanctionCreatedAt),
      liftedAt: isoOrNull(row.sanctionLiftedAt),
    },
    sanctionedBy: person(row.sanctionerId, row.sanctionerName),
    createdAt: iso(row.createdAt),
    decidedAt: isoOrNull(row.decidedAt),
    decidedBy: person(row.deciderId, row.deciderName),
    decisionReason: row.decisionReason,
  };
}
