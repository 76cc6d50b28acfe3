import type { AccountLanguage } from '@vusal/shared/catalog/countries';
import { ACCOUNT_ARCHIVE_DAYS } from '@vusal/shared/catalog/constants';
import type { DeleteAccountInput } from '@vusal/shared/schemas/account';
import type { Clock } from '../../clock';
import type { MediaService } from '../media';
import { sendInBackground, siteLink } from '../../infra/mail/send-mail';
import type { AuthDependencies } from '../auth';
import type { AccountRepository } from './account.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_BATCH = 100;

export type AccountDependencies = Pick<AuthDependencies, 'mailer' | 'log' | 'publicUrl'> & {
  accounts: AccountRepository;
  /** Ends every session of the person (the auth module's one way). */
  sessions: { revokeAll(userId: string): Promise<void> };
  /** With AUTO_APPROVE_PROFILES a restored profile is approved again; otherwise it waits (B4). */
  autoApproveProfiles: boolean;
  media: Pick<MediaService, 'removeImage' | 'removeFile' | 'read'>;
  clock: Clock;
  contactOf(
    userId: string,
  ): Promise<{ email: string; name: string; language: AccountLanguage } | undefined>;
  /** Ends the person's live connections (sockets) on every node. */
  disconnect(userId: string): void;
};

export function createAccountService(deps: AccountDependencies) {
  const { accounts, sessions, media, clock } = deps;

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
            signInLink: siteLink(deps.publicUrl, contact.language, '/auth'),
          },
        });
      }
    },

    /** Issue 7, B4: a restored profile is checked again, so it goes back to the approval queue. */
    restore: (userId: string) => accounts.restore(userId, deps.autoApproveProfiles, clock.now()),

    /**
     * Removes accounts deleted more than the archive period ago, with their photos and files.
     * Idempotent: a second run, or a run on another node, finds nothing left to do.
     */
    async purgeExpired(): Promise<number> {
      const before = new Date(clock.now().getTime() - ACCOUNT_ARCHIVE_DAYS * DAY_MS);
      let purged = 0;
      for (;;) {
        const batch = await accounts.findPurgeable(before, PURGE_BATCH);
        for (const account of batch) {
          const photos = [
            ...account.photos,
            // The rows of the tries go with the account; their selfies must go with them.
            ...(await accounts.selfiesOf(account.userId)),
          ].flatMap((key) => (key ? [key] : []));
          const files = await accounts.attachmentsSentBy(account.userId);
          await accounts.purge(account.userId);
          // Files go after the rows: a crash in between leaves orphan files, never broken rows.
          await Promise.all([
            ...photos.map((key) => media.removeImage(key)),
            ...files.map(({ key, mime }) => media.removeFile(key, mime)),
          ]);
          purged++;
        }
        if (batch.length < PURGE_BATCH) return purged;
      }
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
