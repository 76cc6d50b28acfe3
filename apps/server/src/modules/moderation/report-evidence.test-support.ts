// Test helpers of the report evidence tests; imported by tests only.
import type { Clock } from '../../clock';
import type { TestApp } from '../../../test/app';
import { createAccountRepository } from '../account/account.repository';
import { createAccountService } from '../account/account.service';
import { createMediaService } from '../media';

/** The account module's purge job (S8, SECURITY 25), as the scheduler runs it. */
export const accountPurge = (ctx: TestApp, clock: Clock) => ({
  name: 'purge-deleted-accounts',
  run: (db: Parameters<typeof createAccountRepository>[0]) =>
    createAccountService({
      accounts: createAccountRepository(db),
      sessions: { revokeAll: async () => {} },
      autoApproveProfiles: false,
      media: createMediaService({ storage: ctx.storage }),
      clock,
      mailer: ctx.mailer,
      log: { warn: () => {}, error: () => {} },
      publicUrl: 'http://localhost:3000',
      contactOf: async () => undefined,
      disconnect: () => {},
    }).purgeExpired(),
});
