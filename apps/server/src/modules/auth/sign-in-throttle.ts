import { AppError } from '../../errors/app-error';
import type { AuthDependencies } from './auth.types';

function retryLater(seconds: number): AppError {
  const error = new AppError('RATE_LIMITED');
  error.retryAfterSeconds = seconds;
  return error;
}

/**
 * SECURITY 3: after `accountFailures` failed sign-ins for one e-mail within the window, from any
 * number of IPs, every attempt is refused until the window ends — even with the right password,
 * so guessing cannot be confirmed. Counted in the database, so every node sees the same count.
 */
export function createSignInThrottle({
  repository,
  clock,
  limits,
}: Pick<AuthDependencies, 'repository' | 'clock' | 'limits'>) {
  return {
    async assertAllowed(email: string): Promise<void> {
      const now = clock.now().getTime();
      const failures = await repository.signInFailuresSince(
        email,
        new Date(now - limits.accountWindowMs),
      );
      if (failures.length < limits.accountFailures) return;
      const windowEnds =
        failures[failures.length - limits.accountFailures]!.getTime() + limits.accountWindowMs;
      throw retryLater(Math.max(1, Math.ceil((windowEnds - now) / 1000)));
    },
    recordFailure: (email: string) => repository.recordSignInFailure(email, clock.now()),
    reset: (email: string) => repository.clearSignInFailures(email, clock.now()),
  };
}
