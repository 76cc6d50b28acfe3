import { z } from '../zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../catalog/constants';
import { isCommonPassword } from './common-passwords';

/** The three rules the live checklist shows (D8), in the order it shows them. */
export const passwordRules = [
  {
    key: 'validation.passwordMinLength',
    test: (value: string) => [...value].length >= PASSWORD_MIN_LENGTH,
  },
  { key: 'validation.passwordUppercase', test: (value: string) => /\p{Lu}/u.test(value) },
  { key: 'validation.passwordDigit', test: (value: string) => /\p{Nd}/u.test(value) },
] as const;

/**
 * One policy for sign-up, change and reset (D8, SECURITY 2). The password is used exactly as
 * typed: no trimming or normalisation, so passphrases with spaces and non-ASCII work.
 */
export function newPasswordSchema(requiredKey = 'validation.newPasswordRequired') {
  return z.string({ error: requiredKey }).superRefine((value, ctx) => {
    if (value.length === 0) {
      ctx.addIssue({ code: 'custom', message: requiredKey });
      return;
    }
    for (const rule of passwordRules) {
      if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: rule.key });
    }
    if ([...value].length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: 'validation.passwordTooLong' });
    }
    if (isCommonPassword(value))
      ctx.addIssue({ code: 'custom', message: 'validation.passwordCommon' });
  });
}

/** An existing password: checked against the stored hash, never against the policy. */
export function currentPasswordSchema(requiredKey = 'validation.currentPasswordRequired') {
  return z
    .string({ error: requiredKey })
    .min(1, requiredKey)
    .max(PASSWORD_MAX_LENGTH * 4);
}
