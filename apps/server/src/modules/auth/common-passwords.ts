import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../errors/app-error';

/**
 * SECURITY 2, issue 7 A9: the most common passwords (zxcvbn-ts's maintained list, about 49,000
 * entries), loaded once per process. The shared schema keeps the cheap rules and a short
 * local list the browser checks as one types; the server also decides with this list,
 * case-insensitively, so "Password1" counts as "password1".
 */
const common = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/** Refuses a common new password as a field issue of `field`, like any other rule of the policy. */
export function assertNotCommon(password: string, field: string): void {
  if (!isCommonPassword(password)) return;
  throw new AppError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', [
    { path: field, message: 'validation.passwordCommon' },
  ]);
}
