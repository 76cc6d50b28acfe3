import { ApiError } from '../../../lib/api-client';
import { retryAfterMinutes } from './auth-routing';

/** What the sign-in form says after a refused attempt: an i18n key and its count. */
export type SignInProblem = { key: string; count?: number };

export function signInProblem(error: unknown): SignInProblem {
  if (!(error instanceof ApiError)) return { key: 'errors.INTERNAL' };
  switch (error.code) {
    case 'EMAIL_NOT_VERIFIED':
      return { key: 'auth.signIn.emailNotVerified' };
    case 'ACCOUNT_DEACTIVATED':
      return { key: 'auth.signIn.deactivated' };
    case 'ACCOUNT_DELETED':
      return { key: 'auth.signIn.deleted' };
    case 'RATE_LIMITED': {
      const minutes = retryAfterMinutes(error.retryAfterSeconds);
      return minutes
        ? { key: 'auth.signIn.rateLimited', count: minutes }
        : { key: 'errors.RATE_LIMITED' };
    }
    default:
      return { key: `errors.${error.code}` };
  }
}
