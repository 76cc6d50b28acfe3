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

  async function knownAccount(email: string, password: string) {
    await throttle.take(email);
    const account = await repositories.credentials.findCredentials(email);
    if (!(await passwordMatches(account?.passwordHash, password)) || !account) {
      throw new AppError('INVALID_CREDENTIALS');
    }
    await throttle.reset(email);
    return account;
  }

  /** The end (for a suspension) and the reason go only to someone who knows the password. */
  async function assertNotBarred(userId: string) {
    const bar = await repositories.standing.barOf(userId, clock.now());
    if (!bar) return;
    const details = {
      reason: bar.reason,
      until: bar.endsAt?.toISOString() ?? null,
      appealSent: (await repositories.standing.hasAppealed(bar.id)) ? 'true' : null,
    };
    const code = bar.kind === 'ban' ? 'ACCOUNT_BANNED' : 'ACCOUNT_SUSPENDED';
    throw new AppError(code, `errors.${code}`, undefined, details);
  }

  return {
    /**
     * Unknown e-mail and wrong password answer alike (SECURITY 5). What the account's state
     * says (unconfirmed, deleted, deactivated) is told only to someone who knows the password.
     */
    async signIn(email: string, password: string, restore: boolean): Promise<string> {
      const account = await knownAccount(email, password);
      if (!account.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
      await assertNotBarred(account.id);
      if (account.deletedAt && account.deletedByUser) {
        const restorable =
          clock.now().getTime() - account.deletedAt.getTime() < ACCOUNT_ARCHIVE_DAYS * DAY_MS;
        if (!restorable) throw new AppError('INVALID_CREDENTIALS');
        if (!restore) throw new AppError('ACCOUNT_DELETED');
        await deps.restoreAccount(account.id);
      } else if (
        account.isActive === false &&
        !(await repositories.standing.endSuspensions(account.id, clock.now()))
      ) {
        throw new AppError('ACCOUNT_DEACTIVATED');
      }
      return account.id;
    },

    /**
     * Issue 24, item 3: the one appeal of a suspended or banned member, who proves who they
     * are as at sign-in; anyone else learns no more than a failed sign-in tells.
     */
    async appeal(email: string, password: string, text: string): Promise<void> {
      const { id: userId } = await knownAccount(email, password);
      const bar = await repositories.standing.barOf(userId, clock.now());
      if (!bar) throw new AppError('CONFLICT');
      if (!(await repositories.standing.insertAppeal(bar, userId, text, clock.now()))) {
        throw new AppError('APPEAL_ALREADY_SENT');
      }
    },
  };
}
