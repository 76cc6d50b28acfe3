import type { AccountLocale } from '@vusal/shared/catalog/countries';
import { RESET_LINK_TTL_MS } from '@vusal/shared/catalog/constants';
import { AppError } from '../../errors/app-error';
import { sendInBackground, siteLink } from '../../infra/mail/send-mail';
import type { AuthDependencies } from './auth.types';
import { createMailQuota } from './mail-quota';
import { passwordHasher } from '../../infra/password-hash';
import { assertNotCommon } from './common-passwords';
import type { SessionService } from './session.service';
import { randomToken } from './tokens';

type PasswordDependencies = AuthDependencies & {
  sessions: SessionService;
  /** SECURITY 8: the sessions a new password ends lose their live sockets too. */
  disconnect(userId: string, keepSessionId?: string): void;
};

export function createPasswordService(deps: PasswordDependencies) {
  const { repositories, hasher, clock, sessions } = deps;
  const { credentials, tokens } = repositories;
  const mailQuota = createMailQuota(deps);

  async function notifyChanged(userId: string) {
    const contact = await credentials.findUserContact(userId);
    if (!contact) return;
    sendInBackground(deps, {
      to: contact.email,
      kind: 'password-changed',
      language: contact.language,
      data: {
        name: contact.name,
        resetLink: siteLink(deps.publicUrl, contact, '/auth?forgot=true'),
      },
    });
  }

  /**
   * Issue 7, A5: a new password ends every reset link still out for the account, so a link
   * sent before the change cannot undo it.
   */
  async function replacePassword(userId: string, newPassword: string) {
    const passwordHash = await passwordHasher.hash(newPassword);
    await repositories.transaction(async (tx) => {
      await tx.credentials.setPasswordHash(userId, passwordHash);
      await tx.tokens.deleteTokensOf('password-reset', userId);
    });
  }

  return {
    /**
     * Answers the same for every address (SECURITY 5); only an existing account gets a link,
     * in the language and region of the page that asked (`locale`).
     */
    async requestReset(email: string, locale: AccountLocale): Promise<void> {
      const account = await credentials.findCredentials(email);
      if (!account || !(await mailQuota.allows(email, 'reset-password'))) return;
      const token = randomToken();
      // One live link at a time: asking again retires the previous one.
      await tokens.deleteTokensOf('password-reset', account.id);
      await tokens.insertToken(
        'password-reset',
        hasher.hash(token),
        account.id,
        new Date(clock.now().getTime() + RESET_LINK_TTL_MS),
      );
      sendInBackground(deps, {
        to: email,
        kind: 'reset-password',
        language: locale.language,
        data: {
          name: account.name,
          link: siteLink(
            deps.publicUrl,
            locale,
            `/reset-password#type=recovery&token=${encodeURIComponent(token)}`,
          ),
        },
      });
    },

    /** Single use, 1 hour; a successful reset ends every session of the account (SECURITY 6). */
    async reset(token: string, newPassword: string): Promise<void> {
      assertNotCommon(newPassword, 'password');
      const userId = await tokens.consumeToken('password-reset', hasher.hash(token), clock.now());
      if (!userId) throw new AppError('INVALID_TOKEN');
      await replacePassword(userId, newPassword);
      // The link proved the mailbox, so the address is confirmed too.
      await credentials.markEmailVerified(userId);
      await sessions.revokeAll(userId);
      deps.disconnect(userId);
      await notifyChanged(userId);
    },

    /** D9, SECURITY 7: the current password is verified; the other sessions end. */
    async change(
      user: { id: string; sessionId: string },
      currentPassword: string,
      newPassword: string,
    ): Promise<void> {
      assertNotCommon(newPassword, 'newPassword');
      const hash = await credentials.findPasswordHash(user.id);
      if (!hash || !(await passwordHasher.verify({ hash, password: currentPassword }))) {
        throw new AppError('CURRENT_PASSWORD_INVALID');
      }
      await replacePassword(user.id, newPassword);
      await sessions.revokeOthers(user.id, user.sessionId);
      deps.disconnect(user.id, user.sessionId);
      await notifyChanged(user.id);
    },
  };
}
