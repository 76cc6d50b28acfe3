import { z } from '../zod';
import { familyMeetingStatuses } from '../catalog/enums';
import { citySchema, isCalendarDate } from './fields';

/**
 * "Let our families meet" (issue 39, item 4; decision 052): a record and a notice between two
 * matched members, never a booking.
 *
 * - `GET /api/matches/:matchId/family-meetings` → `familyMeetingsSchema`: the match's requests,
 *   newest first, and whether the member may send one now (`canSend`, with `reason` when not).
 * - `POST /api/matches/:matchId/family-meetings` (`familyMeetingInputSchema`) → 201
 *   `{ meeting }`.
 * - `POST /api/family-meetings/:meetingId/accept|decline` → `{ meeting }`; only the member the
 *   request went to, while it is pending and not expired.
 * - `GET /api/guardian/members/:memberId/meetings` → `guardianMeetingsSchema` (read-only).
 */
export const FAMILY_MEETING = {
  /** The chat must have been open this long, with messages from both members. */
  chatAgeDays: 7,
  /** A request not answered within this many days expires. */
  expiresAfterDays: 30,
  /** The longest date window, first to last day. */
  windowMaxDays: 90,
  /** The window starts within this many days from today. */
  startsWithinDays: 365,
  noteMax: 500,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both calendar dates (`YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const meetingDate = z
  .string({ error: 'validation.meetingDateRequired' })
  .min(1, 'validation.meetingDateRequired')
  .max(10, 'validation.meetingDateInvalid')
  .refine(isCalendarDate, 'validation.meetingDateInvalid');

/**
 * What the sender fills in. The server adds what needs its clock (the window starts tomorrow
 * or later, within a year) and the contact-details rule on the note (decision 038: the
 * detector stays out of the browser).
 */
export const familyMeetingInputSchema = z
  .strictObject({
    dateFrom: meetingDate,
    dateTo: meetingDate,
    city: citySchema,
    note: z
      .string()
      .trim()
      .max(FAMILY_MEETING.noteMax, 'validation.tooLong')
      .refine((value) => !value.includes('\u0000'), 'validation.invalid')
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value.dateFrom) || !isCalendarDate(value.dateTo)) return;
    const days = daysBetween(value.dateFrom, value.dateTo);
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'validation.meetingDateOrder' });
    else if (days > FAMILY_MEETING.windowMaxDays)
      ctx.addIssue({
        code: 'custom',
        path: ['dateTo'],
        message: 'validation.meetingWindowTooLong',
      });
  });
export type FamilyMeetingInput = z.input<typeof familyMeetingInputSchema>;

export const familyMeetingSchema = z.object({
  id: z.string(),
  matchId: z.string(),
  /** Whether the member reading sent it (true) or received it (false); guardians: null. */
  isMine: z.boolean().nullable(),
  fromId: z.string().nullable(),
  toId: z.string().nullable(),
  dateFrom: z.string(),
  dateTo: z.string(),
  city: citySchema,
  note: z.string().nullable(),
  /** `expired` is a pending request past `expiresAt`, computed when read. */
  status: z.enum(familyMeetingStatuses),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
});
export type FamilyMeeting = z.infer<typeof familyMeetingSchema>;

/** Why the member may not send a request now; null when they may. */
export const familyMeetingBlockers = ['chat_too_young', 'both_must_write', 'pending'] as const;
export type FamilyMeetingBlocker = (typeof familyMeetingBlockers)[number];

export const familyMeetingsSchema = z.object({
  meetings: z.array(familyMeetingSchema),
  canSend: z.boolean(),
  reason: z.enum(familyMeetingBlockers).nullable(),
  /** When the chat is old enough to send one (ISO); null once it is. */
  allowedFrom: z.iso.datetime().nullable(),
});
export type FamilyMeetings = z.infer<typeof familyMeetingsSchema>;

export const familyMeetingAnswerSchema = z.object({ meeting: familyMeetingSchema });

export const familyMeetingMatchParamsSchema = z.object({ matchId: z.uuid() });
export const familyMeetingParamsSchema = z.object({ meetingId: z.uuid() });
export const guardianMeetingsParamsSchema = z.object({ memberId: z.string().min(1).max(64) });

/** A meeting as a guardian reads it: with the two members' first names. */
export const guardianMeetingSchema = familyMeetingSchema.extend({
  fromName: z.string().nullable(),
  toName: z.string().nullable(),
});
export const guardianMeetingsSchema = z.object({ meetings: z.array(guardianMeetingSchema) });
export type GuardianMeetings = z.infer<typeof guardianMeetingsSchema>;
