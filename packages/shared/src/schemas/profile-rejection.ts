import { z } from '../zod';
import { profileRejectionReasons } from '../catalog/enums';
import { hasControlCharacter } from './invisible';

/** The longest note an admin may add when asking a pending member for changes. */
export const PROFILE_REJECTION_NOTE_MAX = 500;

/**
 * `POST /api/admin/users/:userId/reject` (issue 23, item 9): one or more reasons from the list
 * and an optional note. The note reaches the member's mail and screen, so a NUL byte or another
 * control character (line breaks aside) is refused rather than stored.
 */
export const profileRejectionSchema = z.object({
  reasons: z
    .array(z.enum(profileRejectionReasons, 'validation.invalidChoice'), 'validation.invalidChoice')
    .min(1, 'validation.rejectionReasonRequired')
    .max(profileRejectionReasons.length, 'validation.invalidChoice')
    .transform((reasons) => [...new Set(reasons)]),
  note: z
    .string()
    .trim()
    .max(PROFILE_REJECTION_NOTE_MAX, 'validation.tooLong')
    .refine((note) => !hasControlCharacter(note.replace(/[\n\r\t]/g, '')), 'validation.invalid')
    .optional()
    .transform((value) => value || undefined),
});
export type ProfileRejectionInput = z.input<typeof profileRejectionSchema>;
export type ProfileRejection = z.output<typeof profileRejectionSchema>;

/** What the member (and the admins) see of the last request for changes; null when none waits. */
export const profileRejectionViewSchema = z
  .object({
    reasons: z.array(z.enum(profileRejectionReasons)),
    note: z.string().nullable(),
    at: z.iso.datetime(),
  })
  .nullable();
export type ProfileRejectionView = z.infer<typeof profileRejectionViewSchema>;
