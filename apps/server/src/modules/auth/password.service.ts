import { RESET_LINK_TTL_MS } from '@vusal/shared/catalog/constants';
import { passwordHasher } from '../../db/password-hash';
import { AppError } from '../../errors/app-error';
import { sendInBackground, siteLink } from './auth-mail';
import type { AuthDependencies } from './auth.types';
import type { SessionService } from './session.service';
import { randomToken } from './tokens';

export function createPasswordService(deps: AuthDependencies & { sessions: SessionService }) {
  const { repository, hasher, clock, sessions } = deps;

  async function notifyChanged(userId: string) {
    const contact = await repository.findUserContact(userId);
    if (!contact) return;
    sendInBackground(deps, {
      to: contact.email,
      kind: 'password-changed',
      language: contact.language,
      data: {
        name: contact.name,
        resetLink: siteLink(deps.publicUrl, contact.language, '/auth?forgot=true'),
      },
    });
  }

  return {
    /** Answers the same for every address (SECURITY 5); only an existing account gets a link. */
    async requestReset(email: string, language: 'az' | 'en'): Promise<void> {
      const account = await repository.findCredentials(email);
      if (!account) return;
      const token = randomToken();
      // One live link at a time: asking again retires the previous one.
      await repository.deleteTokensOf('password-reset', account.id);
      await repository.insertToken(
        'password-reset',
        hasher.hash(token),
        account.id,
        new Date(clock.now().getTime() + RESET_LINK_TTL_MS),
      );
      sendInBackground(deps, {
        to: email,
        kind: 'reset-password',
        language,
        data: {
          name: account.name,
          link: siteLink(
            deps.publicUrl,
            language,
            `/reset-password#type=recovery&token=${encodeURIComponent(token)}`,
          ),
        },
      });
    },

    /** Single use, 1 hour; a successful reset ends every session of the account (SECURITY 6). */
    async reset(token: string, newPassword: string): Promise<void> {
      const userId = await repository.consumeToken(
        'password-reset',
        hasher.hash(token),
        clock.now(),
      );
      if (!userId) throw new AppError('INVALID_TOKEN');
      await repository.setPasswordHash(userId, await passwordHasher.hash(newPassword));
      // The link proved the mailbox, so the address is confirmed too.
      await repository.markEmailVerified(userId);
      await sessions.revokeAll(userId);
      await notifyChanged(userId);
    },

    /** D9, SECURITY 7: the current password is verified; the other sessions end. */
    async change(
      user: { id: string; sessionId: string },
      currentPassword: string,
      newPassword: string,
    ): Promise<void> {
      const hash = await repository.findPasswordHash(user.id);
      if (!hash || !(await passwordHasher.verify({ hash, password: currentPassword }))) {
        throw new AppError('CURRENT_PASSWORD_INVALID');
      }
      await repository.setPasswordHash(user.id, await passwordHasher.hash(newPassword));
      await sessions.revokeOthers(user.id, user.sessionId);
      await notifyChanged(user.id);
    },
  };
}
