import type {
  AdminReport,
  AdminReportDetail,
  ContactMessage,
  MarkedContextMessage,
} from '@vusal/shared/schemas/admin';
import type { AdminAppeal } from '@vusal/shared/schemas/admin-decisions';
import { minutesSince } from '../../clock';
import { personOf } from '../../db/person-name';
import type { ReportContextRow } from '../../db/schema';
import type { AroundMessageRow, ContactMessageRow } from './contact-messages.repository';
import type { ReportRow } from './report-queue.queries';
import type { AppealRow } from './sanctions.repository';

/** Rows to the shared answer types: times as ISO strings, absent people as null. */

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function toAdminReport(row: ReportRow): AdminReport {
  const { messageId, messageType, messageCreatedAt } = row;
  return {
    id: row.id,
    reason: row.reason,
    note: row.note,
    status: row.status,
    reporter: personOf(row.reporterId, row.reporterName),
    target: row.targetId
      ? { id: row.targetId, name: row.targetName ?? '', isActive: row.targetIsActive }
      : null,
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
    resolvedBy: personOf(row.resolverId, row.resolverName),
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
          call: context.call,
          frozenAt: iso(context.frozenAt),
        }
      : null,
  };
}

export function toContactMessage(row: ContactMessageRow, now: Date): ContactMessage {
  return {
    id: row.id,
    matchId: row.matchId,
    text: row.text,
    createdAt: iso(row.createdAt),
    sender: personOf(row.senderId, row.senderName),
    recipient: personOf(row.recipientId, row.recipientName),
    status: row.status,
    decidedAt: isoOrNull(row.decidedAt),
    decidedBy: personOf(row.deciderId, row.deciderName),
    waitedMinutes: minutesSince(row.createdAt, row.decidedAt ?? now),
  };
}

/** A message around a marked one, as the moderator reads it (issue 34, item 4). */
export function toMarkedContextMessage(
  row: AroundMessageRow,
  marked: ContactMessageRow,
): MarkedContextMessage {
  const from = (): MarkedContextMessage['from'] => {
    if (!row.senderId) return null;
    return row.senderId === marked.senderId ? 'sender' : 'recipient';
  };
  return {
    id: row.id,
    from: from(),
    type: row.type,
    body: row.body,
    attachmentName: row.attachmentName,
    createdAt: iso(row.createdAt),
    isMarked: row.id === marked.id,
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
    sanctionedBy: personOf(row.sanctionerId, row.sanctionerName),
    createdAt: iso(row.createdAt),
    decidedAt: isoOrNull(row.decidedAt),
    decidedBy: personOf(row.deciderId, row.deciderName),
    decisionReason: row.decisionReason,
  };
}
