import { z } from '../zod';
import { appealStatuses, reportDecisions, sanctionKinds, suspensionDays } from '../catalog/enums';
import { adminPageQuery, adminPersonSchema, waitedMinutesSchema } from './admin';
import { requiredText } from './fields';

/**
 * The moderators' decisions (issue 24; decisions 029, 037): on reports, on the appeals against
 * the sanctions those leave, and on photos added after approval. Messages are i18n keys.
 */

const isoDateTime = z.iso.datetime();
const idSchema = z.guid('validation.invalid');

/** A moderator's reason, shown to the member it concerns. */
export const MODERATION_REASON_MAX = 500;
const moderationReason = requiredText('validation.reasonRequired', MODERATION_REASON_MAX);

/** Issue 24, item 3: `days` only, and always, with a suspension. */
export const reportDecisionSchema = z
  .object({
    decision: z.enum(reportDecisions, 'validation.invalidChoice'),
    reason: moderationReason,
    days: z
      .union(
        suspensionDays.map((days) => z.literal(days)),
        'validation.invalidChoice',
      )
      .optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.decision === 'suspend') !== (value.days !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'validation.invalidChoice' });
    }
  });
export type ReportDecisionInput = z.input<typeof reportDecisionSchema>;

/** A sanction as moderators see it. */
export const adminSanctionSchema = z.object({
  id: z.string(),
  kind: z.enum(sanctionKinds),
  reason: z.string(),
  /** A suspension's end; null for everything else. */
  endsAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  liftedAt: isoDateTime.nullable(),
});
export type AdminSanction = z.infer<typeof adminSanctionSchema>;

export const adminAppealsQuerySchema = z.object({
  status: z.enum(appealStatuses, 'validation.invalidChoice').default('open'),
  ...adminPageQuery,
});
export type AdminAppealsQuery = z.input<typeof adminAppealsQuerySchema>;

export const adminAppealParamsSchema = z.object({ id: idSchema });

export const appealDecisions = ['uphold', 'lift'] as const;
export type AppealDecision = (typeof appealDecisions)[number];

export const appealDecisionSchema = z.object({
  decision: z.enum(appealDecisions, 'validation.invalidChoice'),
  reason: moderationReason,
});
export type AppealDecisionInput = z.input<typeof appealDecisionSchema>;

export const adminAppealSchema = z.object({
  id: z.string(),
  text: z.string(),
  status: z.enum(appealStatuses),
  member: adminPersonSchema,
  sanction: adminSanctionSchema,
  /** Who imposed the sanction, null once their account is gone. */
  sanctionedBy: adminPersonSchema.nullable(),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  decidedBy: adminPersonSchema.nullable(),
  decisionReason: z.string().nullable(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;

/** An appeal in the queue, with how long it has waited (until decided). */
export const adminAppealsPageSchema = z.object({
  items: z.array(adminAppealSchema.extend({ waitedMinutes: waitedMinutesSchema })),
  nextCursor: z.string().nullable(),
});
export type AdminAppealsPage = z.infer<typeof adminAppealsPageSchema>;

/**
 * Decisions 029, 037: a photo added after approval, waiting for a moderator; `photoUrl` is the
 * main photo everyone else sees meanwhile (null: none yet). Decided by `photoId`.
 */
export const adminReviewSchema = z.object({
  photoId: z.string(),
  userId: z.string(),
  profileId: z.string(),
  fullName: z.string(),
  photoUrl: z.string().nullable(),
  pendingPhotoUrl: z.string(),
  submittedAt: isoDateTime,
  /** How long the change has waited, in whole minutes. */
  waitedMinutes: waitedMinutesSchema,
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** Oldest first; the queue is short, so it has no pages. */
export const adminReviewsSchema = z.object({ items: z.array(adminReviewSchema) });
export type AdminReviews = z.infer<typeof adminReviewsSchema>;

export const adminReviewParamsSchema = z.object({ photoId: idSchema });

export const reviewRejectionSchema = z.object({ reason: moderationReason });
export type ReviewRejectionInput = z.input<typeof reviewRejectionSchema>;
