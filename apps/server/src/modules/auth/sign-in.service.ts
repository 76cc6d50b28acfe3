import { ACCOUNT_ARCHIVE_DAYS } from '@vusal/shared/catalog/constants';
import { passwordHasher } from '../../infra/password-hash';
import { AppError } from '../../errors/app-error';
import type { AuthDependencies } from './auth.types';
import { createSignInThrottle } from './sign-in-throttle';
import { randomToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createSignInService(
  deps: AuthDependencies & { restoreAccount(userId: string): Promise<void> },
) {
  const { repositories, clock } = deps;
  const throttle = createSignInThrottle(deps);
  // An unknown e-mail is checked against this hash, so it costs what a wrong password costs.
  const decoyHash = passwordHasher.hash(randomToken());

  async function passwordMatches(
    hash: string | null | undefined,
    password: string,
  ): Promise<boolean> {
    return passwordHasher
      .verify({ hash: hash ?? (await decoyHash), password })
      .then((ok) => ok && !!hash);
  }

  return {
    /**
     * Unknown e-mail and wrong password answer alike (SECURITY 5). What the account's state
     * says (unconfirmed, deleted, deactivated) is told only to someone who knows the password.
     */
    async signIn(email: string, password: string, restore: boolean): Promise<string> {
      await throttle.take(email);
      const account = await repositories.credentials.findCredentials(email);
      if (!(await passwordMatches(account?.passwordHash, password)) || !account) {
        throw new AppError('INVALID_CREDENTIALS');
      }
      await throttle.reset(email);

      if (!account.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
      if (account.deletedAt && account.deletedByUser) {
        const restorable =
          clock.now().getTime() - account.deletedAt.getTime() < ACCOUNT_ARCHIVE_DAYS * DAY_MS;
        if (!restorable) throw new AppError('INVALID_CREDENTIALS');
        if (!restore) throw new AppError('ACCOUNT_DELETED');
        await deps.restoreAccount(account.id);
      } else if (account.isActive === false) {
        throw new AppError('ACCOUNT_DEACTIVATED');
      }
      return account.id;
    },
  };
}
