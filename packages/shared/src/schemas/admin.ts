import { z } from '../zod';
import { citySlugs } from '../catalog/cities';
import {
  adminActions,
  messageTypes,
  relationshipGoals,
  reportReasons,
  reportStatuses,
  roles,
} from '../catalog/enums';
import { frozenMessageSchema, reportContextSchema } from './reports';
import { profileRejectionViewSchema } from './profile-rejection';

/**
 * The administration API (`/api/admin`, docs/api/admin.md): queries and bodies the server
 * validates, and the answers it serializes. Messages are i18n keys. The moderators' decisions
 * are in `admin-decisions.ts`.
 */

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** The first page of the users table counts its rows up to this many, then says "more". */
export const ADMIN_TOTAL_CAP = 1000;
export const REPORT_EXCERPT_LENGTH = 140;

/** Where a profile stands in the table: pending and approved are active and not deleted. */
export const adminUserStatuses = ['all', 'pending', 'approved', 'deactivated'] as const;
export type AdminUserStatus = (typeof adminUserStatuses)[number];

/** `pending`: awaiting approval first, then newest first (the queue); `name`: A to Z. */
export const adminUserSorts = ['pending', 'newest', 'name'] as const;
export type AdminUserSort = (typeof adminUserSorts)[number];

const isoDateTime = z.iso.datetime();
/** How long a queue item has waited, in whole minutes; the server clamps it at 0 (issue 34). */
export const waitedMinutesSchema = z.number().int().min(0);
const idSchema = z.guid('validation.invalid');

/** A page of a list and the cursor of the next one (null after the last). */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** The paging every admin list takes. */
export const adminPageQuery = {
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(2048, 'validation.invalid').optional(),
  limit: z.coerce
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(ADMIN_PAGE_SIZE_MAX, 'validation.invalid')
    .default(ADMIN_PAGE_SIZE),
};

export const adminUsersQuerySchema = z.object({
  /** A name (any word's beginning) or the beginning of an e-mail address; case-insensitive. */
  search: z
    .string()
    .trim()
    .max(100, 'validation.tooLong')
    .optional()
    .transform((value) => value || undefined),
  status: z.enum(adminUserStatuses, 'validation.invalidChoice').default('all'),
  sort: z.enum(adminUserSorts, 'validation.invalidChoice').default('pending'),
  ...adminPageQuery,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserParamsSchema = z.object({ userId: idSchema });

export const adminSetActiveSchema = z.object({ active: z.boolean('validation.invalid') });
export type AdminSetActiveInput = z.input<typeof adminSetActiveSchema>;

/** One row of the users table. */
export const adminUserSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** From the birth date when known, else the age the simple editor recorded. */
  age: z.number().int().nullable(),
  city: z.enum(citySlugs),
  relationshipGoals: z.array(z.enum(relationshipGoals)),
  /** Decision 037: the main photo (its `?size=small` is the thumbnail), null: "no photo". */
  photoUrl: z.string().nullable(),
  /** False when the bio is empty: the table flags it. */
  hasBio: z.boolean(),
  role: z.enum(roles),
  /** The `ADMIN_EMAIL` account: its admin role cannot be taken away (D4). */
  isAdminEmail: z.boolean(),
  isActive: z.boolean(),
  isApproved: z.boolean(),
  /** Issue 23, item 9: the changes an admin asked for while pending ("Changes requested"). */
  rejection: profileRejectionViewSchema,
  /** Set when the person deleted their own account (S8); such a row is also inactive. */
  deletedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** A pending profile's wait for approval since it was made, in whole minutes; else null. */
  waitedMinutes: waitedMinutesSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** How many rows match, counted on the first page only, exactly up to `ADMIN_TOTAL_CAP`. */
export const adminTotalSchema = z.object({ count: z.number().int(), isCapped: z.boolean() });

export const adminUsersPageSchema = z.object({
  items: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
  /** Null on later pages. */
  total: adminTotalSchema.nullable(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** Someone a report or an audit entry names; null once their account was removed for good. */
export const adminPersonSchema = z.object({ id: z.string(), name: z.string() });
export type AdminPerson = z.infer<typeof adminPersonSchema>;

export type AdminReportStatus = (typeof reportStatuses)[number];

export const adminReportsQuerySchema = z.object({
  status: z.enum(reportStatuses, 'validation.invalidChoice').default('open'),
  ...adminPageQuery,
});
export type AdminReportsQuery = z.input<typeof adminReportsQuerySchema>;

export const adminReportParamsSchema = z.object({ id: idSchema });

export const adminReportSchema = z.object({
  id: z.string(),
  reason: z.enum(reportReasons),
  note: z.string().nullable(),
  status: z.enum(reportStatuses),
  reporter: adminPersonSchema.nullable(),
  /** Null once the reported account was purged: the report stays for its evidence. */
  target: adminPersonSchema.extend({ isActive: z.boolean() }).nullable(),
  /** The reported message, when the report is about one: its first characters only. */
  message: z
    .object({
      id: z.string(),
      type: z.enum(messageTypes),
      excerpt: z.string().nullable(),
      createdAt: isoDateTime,
      /** Contact details sent anyway in a young chat (decision 021). */
      hasContactDetails: z.boolean(),
    })
    .nullable(),
  createdAt: isoDateTime,
  resolvedAt: isoDateTime.nullable(),
  resolvedBy: adminPersonSchema.nullable(),
  /**
   * Issue 24: enough different people reported the member lately that they are out of browse
   * and explore until a moderator decides; such reports lead the open queue.
   */
  isHeld: z.boolean(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** `GET /api/admin/reports/:id`: the report with what was frozen when it was sent. */
export const adminReportDetailSchema = adminReportSchema.extend({
  /** Null for reports sent before reports froze their context. */
  context: reportContextSchema.nullable(),
});
export type AdminReportDetail = z.infer<typeof adminReportDetailSchema>;

/** A report in the queue, with how long it has waited (until decided). */
export const adminReportsPageSchema = pageOf(
  adminReportSchema.extend({ waitedMinutes: waitedMinutesSchema }),
);
export type AdminReportsPage = z.infer<typeof adminReportsPageSchema>;

/** `GET /api/moderation/contact-messages`: messages marked for contact details, newest first. */
export const contactMessagesQuerySchema = z.object({
  /** Issue 34, item 4: the open ones (oldest first) wait for a moderator; decided ones, newest first. */
  status: z.enum(reportStatuses, 'validation.invalidChoice').default('open'),
  ...adminPageQuery,
});
export type ContactMessagesQuery = z.input<typeof contactMessagesQuerySchema>;

/** A message sent anyway with contact details in a young chat (decision 021). */
export const contactMessageSchema = z.object({
  id: z.string(),
  matchId: z.string(),
  text: z.string(),
  createdAt: isoDateTime,
  sender: adminPersonSchema.nullable(),
  recipient: adminPersonSchema.nullable(),
  /** Open until a moderator decides it, as they decide a report (issue 34, item 4). */
  status: z.enum(reportStatuses),
  decidedAt: isoDateTime.nullable(),
  decidedBy: adminPersonSchema.nullable(),
  /** How long it has waited (until decided), in whole minutes, by the server's clock. */
  waitedMinutes: waitedMinutesSchema,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagesPageSchema = pageOf(contactMessageSchema);

export const contactMessageParamsSchema = z.object({ id: idSchema });

/** Who wrote a message around a marked one: its sender, the other member, or a purged account. */
export const markedMessageAuthors = ['sender', 'recipient'] as const;

/** A message of the chat around a marked one, read-only, for moderators. */
export const markedContextMessageSchema = frozenMessageSchema
  .omit({ from: true, isReported: true })
  .extend({ from: z.enum(markedMessageAuthors).nullable(), isMarked: z.boolean() });
export type MarkedContextMessage = z.infer<typeof markedContextMessageSchema>;

/** `GET /api/moderation/contact-messages/:id`: the message with the chat's messages around it. */
export const contactMessageDetailSchema = contactMessageSchema.extend({
  /** A few messages before and after it in its chat, oldest first, the marked one included. */
  around: z.array(markedContextMessageSchema),
});
export type ContactMessageDetail = z.infer<typeof contactMessageDetailSchema>;
export type ContactMessagesPage = z.infer<typeof contactMessagesPageSchema>;

export const adminAuditQuerySchema = z.object({
  /** Only entries about this person (as the target). */
  userId: idSchema.optional(),
  ...adminPageQuery,
});
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(adminActions),
  /** Null for the system (ADMIN_EMAIL at start-up) or a removed account. */
  actor: adminPersonSchema.nullable(),
  target: adminPersonSchema.nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: isoDateTime,
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditPageSchema = pageOf(adminAuditEntrySchema);
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;
