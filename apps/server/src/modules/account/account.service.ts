import type { AccountLocale } from '@vusal/shared/catalog/countries';
import type { DeleteAccountInput } from '@vusal/shared/schemas/account';
import type { Clock } from '../../clock';
import { sendInBackground, siteLink } from '../../infra/mail/send-mail';
import type { AuthDependencies } from '../auth';
import type { MediaService } from '../media';
import type { AccountRepository } from './account.repository';

export type AccountDependencies = Pick<AuthDependencies, 'mailer' | 'log' | 'publicUrl'> & {
  accounts: AccountRepository;
  /** Ends every session of the person (the auth module's one way). */
  sessions: { revokeAll(userId: string): Promise<void> };
  /** With AUTO_APPROVE_PROFILES a restored profile is approved again; otherwise it waits (B4). */
  autoApproveProfiles: boolean;
  media: Pick<MediaService, 'removeImage' | 'removeFile' | 'read'>;
  clock: Clock;
  contactOf(userId: string): Promise<({ email: string; name: string } & AccountLocale) | undefined>;
  /** Ends the person's live connections (sockets) on every node. */
  disconnect(userId: string): void;
};

export function createAccountService(deps: AccountDependencies) {
  const { accounts, sessions, clock } = deps;

  return {
    /** S8: one operation: hidden everywhere, every session and connection ended, a notice mailed. */
    async deleteOwn(userId: string, input: DeleteAccountInput): Promise<void> {
      const note = input.reason === 'other' ? (input.otherReason?.trim() ?? null) : null;
      await accounts.markDeleted(userId, input.reason, note, clock.now());
      await sessions.revokeAll(userId);
      deps.disconnect(userId);
      const contact = await deps.contactOf(userId);
      if (contact) {
        sendInBackground(deps, {
          to: contact.email,
          kind: 'account-deleted',
          language: contact.language,
          data: {
            name: contact.name,
            signInLink: siteLink(deps.publicUrl, contact, '/auth'),
          },
        });
      }
    },

    /** Issue 7, B4: a restored profile is checked again, so it goes back to the approval queue. */
    restore: (userId: string) => accounts.restore(userId, deps.autoApproveProfiles, clock.now()),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
