import { z } from '../zod';
import { emailSchema, requiredText } from './fields';
import { currentPasswordSchema } from './password';

/**
 * What a moderator's decision leaves for the member to see (issue 24, item 3): a warning,
 * shown once on their next page, and a request to verify, shown until it is cleared.
 */
export const memberNoticesSchema = z.object({
  warning: z.object({ id: z.string(), reason: z.string() }).nullable(),
  verificationRequired: z.object({ reason: z.string() }).nullable(),
});
export type MemberNotices = z.infer<typeof memberNoticesSchema>;

export const warningParamsSchema = z.object({ id: z.guid('validation.invalid') });

export const APPEAL_TEXT_MAX = 2000;

/** The text of any appeal: against a sanction or against a request to verify. */
export const appealTextSchema = requiredText('validation.appealRequired', APPEAL_TEXT_MAX);

/**
 * A suspended or banned member is signed out, so the appeal proves who sends it the way
 * sign-in does: with the e-mail address and the password.
 */
export const appealRequestSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema('validation.passwordRequired'),
  text: appealTextSchema,
});
export type AppealRequest = z.input<typeof appealRequestSchema>;
