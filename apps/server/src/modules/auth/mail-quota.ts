import type { MailKind } from '../../infra/mail/templates/mail-data';
import type { AuthDependencies } from './auth.types';

/**
 * Issue 7, A6: mails a stranger can trigger (a sign-up with a taken address, a reset request)
 * are capped per recipient and kind, counted in the database so every node agrees. Over the cap
 * the mail is silently not sent: the answer to the request stays the same.
 */
export function createMailQuota({
  repositories,
  clock,
  limits,
}: Pick<AuthDependencies, 'repositories' | 'clock' | 'limits'>) {
  return {
    async allows(recipient: string, kind: MailKind): Promise<boolean> {
      const { count } = await repositories.counters.countMail(
        recipient.toLowerCase(),
        kind,
        clock.now(),
        limits.mailWindowMs,
      );
      return count <= limits.mailsPerRecipient;
    },
  };
}
