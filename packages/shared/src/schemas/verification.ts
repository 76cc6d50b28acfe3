import { z } from '../zod';
import { appealTextSchema } from './moderation';
import {
  verificationLostReasons,
  verificationPoses,
  verificationRejectReasons,
  verificationStatuses,
} from '../catalog/verification';

/** Issue 23 (`/api/verification`, docs/api/verification.md). Messages are i18n keys. */

const isoDateTime = z.iso.datetime();

/** The member's own check: what to show, and what they may do next. */
export const verificationStateSchema = z.object({
  status: z.enum(verificationStatuses),
  /** The pose and code of the try in progress or waiting; null otherwise. */
  pose: z.enum(verificationPoses).nullable(),
  code: z.string().nullable(),
  /** The selfie sent, to its sender only, while it is kept. */
  selfieUrl: z.string().nullable(),
  rejectReason: z.enum(verificationRejectReasons).nullable(),
  /** The moderator's optional note with a rejection. */
  note: z.string().nullable(),
  lostReason: z.enum(verificationLostReasons).nullable(),
  /** New tries left within the rolling day. */
  triesLeft: z.number().int().min(0),
  verifiedAt: isoDateTime.nullable(),
  /**
   * Issue 34, item 3: a moderator's open request to verify, with the reason they gave, and the
   * member's appeal against it (null until one is sent; it stays while it waits or was upheld).
   */
  required: z
    .object({
      reason: z.string(),
      appeal: z.enum(['open', 'upheld']).nullable(),
    })
    .nullable(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

/** One selfie waiting for a moderator, with what it must be compared with. */
export const adminVerificationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  fullName: z.string(),
  age: z.number().int().nullable(),
  pose: z.enum(verificationPoses),
  code: z.string(),
  selfieUrl: z.string(),
  /** Every photo of the profile: the approved main one and one still waiting for review. */
  photoUrls: z.array(z.string()),
  submittedAt: isoDateTime,
  /** How long the selfie has waited, in whole minutes. */
  waitedMinutes: z.number().int().min(0),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;

/** Oldest first; the queue is short, so it has no pages. */
export const adminVerificationsSchema = z.object({ items: z.array(adminVerificationSchema) });
export type AdminVerifications = z.infer<typeof adminVerificationsSchema>;

export const verificationParamsSchema = z.object({ id: z.guid('validation.invalid') });

/** The longest note a moderator may add to a rejection. */
export const VERIFICATION_NOTE_MAX = 500;

export const verificationRejectionSchema = z.object({
  reason: z.enum(verificationRejectReasons, 'validation.invalidChoice'),
  note: z
    .string()
    .trim()
    .max(VERIFICATION_NOTE_MAX, 'validation.tooLong')
    .optional()
    .transform((value) => value || undefined),
});
export type VerificationRejectionInput = z.input<typeof verificationRejectionSchema>;

/** Issue 34, item 3: the member's one appeal against a moderator's request to verify. */
export const verificationAppealSchema = z.object({
  text: appealTextSchema,
});
export type VerificationAppeal = z.input<typeof verificationAppealSchema>;
