import { AppError } from '../../errors/app-error';
import type { AuthDependencies } from './auth.types';

function retryLater(seconds: number): AppError {
  const error = new AppError('RATE_LIMITED');
  error.retryAfterSeconds = seconds;
  return error;
}

/**
 * SECURITY 3: at most `accountFailures` sign-in attempts for one e-mail within the window, from
 * any number of IPs; past that every attempt is refused until the window ends — even with the
 * right password, so guessing cannot be confirmed. "May I try" and "count the try" are one
 * statement in the database, so neither concurrency nor a second node lets more through.
 * A successful sign-in clears the count.
 */
export function createSignInThrottle({
  repositories,
  clock,
  limits,
}: Pick<AuthDependencies, 'repositories' | 'clock' | 'limits'>) {
  const { counters } = repositories;
  return {
    async take(email: string): Promise<void> {
      const now = clock.now();
      const { count, windowStart } = await counters.countSignInAttempt(
        email,
        now,
        limits.accountWindowMs,
      );
      if (count <= limits.accountFailures) return;
      const windowEnds = windowStart.getTime() + limits.accountWindowMs;
      throw retryLater(Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)));
    },
    reset: (email: string) => counters.clearSignInAttempts(email),
  };
}
