import { z } from '../zod';
import { callKinds, messageTypes, reportReasons } from '../catalog/enums';
import { callEndReasons } from './calls';
import { fullProfileSchema } from './profile';

/**
 * Reports (issue 24): what a member sends from a profile, a chat or one message, and what the
 * server freezes for the moderators at that moment (docs/api/discovery.md, docs/api/admin.md).
 */

export const REPORT_NOTE_MAX = 1000;

/** The dialog's fields, the same wherever a report starts: a category and an optional note. */
export const reportFields = {
  reason: z.enum(reportReasons, 'validation.invalidChoice'),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, 'validation.tooLong')
    .nullish()
    .transform((value) => value || null),
};

export const reportResultSchema = z.object({ reportId: z.string() });

/** Who wrote a frozen message, as the moderator reads it; null once that account was purged. */
export const frozenAuthors = ['reporter', 'reported'] as const;

export const frozenMessageSchema = z.object({
  id: z.string(),
  from: z.enum(frozenAuthors).nullable(),
  type: z.enum(messageTypes),
  body: z.string().nullable(),
  attachmentName: z.string().nullable(),
  /**
   * SECURITY 38: the image as it was sent, kept with the report (moderators only); null for
   * anything else, absent in reports sent before reports kept their evidence.
   */
  attachmentUrl: z.string().nullable().optional(),
  createdAt: z.iso.datetime(),
  /** The message the report was sent from. */
  isReported: z.boolean(),
});
export type FrozenMessage = z.infer<typeof frozenMessageSchema>;

/**
 * Issue 40: the call a report was sent from, for the moderators ("Voice call, 3 min, ended by
 * report"). `seconds` counts from the answer (0 when it was never answered).
 */
export const frozenCallSchema = z.object({
  kind: z.enum(callKinds),
  seconds: z.number().int(),
  endReason: z.enum(callEndReasons),
  startedAt: z.iso.datetime(),
});
export type FrozenCall = z.infer<typeof frozenCallSchema>;

/** Moderators only: the conversation, the profile and the counts as they were at report time. */
export const reportContextSchema = z.object({
  /** The last messages between the two, oldest first; null when they never had a chat. */
  conversation: z.array(frozenMessageSchema).nullable(),
  /**
   * The reported profile as a match saw it; null when there was no profile to see. Its photos
   * are the copies kept with the report (SECURITY 38), not the member's current ones.
   */
  profile: fullProfileSchema.nullable(),
  /** Reports against the member in the last `REPORTS.countWindowDays` days, this one included. */
  counts: z.object({ reports: z.number().int(), reporters: z.number().int() }),
  /** Issue 40: the call the report was sent from; absent or null when there was none. */
  call: frozenCallSchema.nullable().optional(),
  frozenAt: z.iso.datetime(),
});
export type ReportContext = z.infer<typeof reportContextSchema>;
