// The account module's purge job for tests that run it by hand; imported by tests only.
import type { Clock } from '../src/clock';
import type { Database } from '../src/db/client';
import { createAccountRepository } from '../src/modules/account/account.repository';
import { createAccountService } from '../src/modules/account/account.service';
import { createMediaService } from '../src/modules/media';
import type { TestApp } from './app';

/** The account module's purge job (S8, SECURITY 25), as the scheduler runs it. */
export const accountPurge = (ctx: TestApp, clock: Clock) => ({
  name: 'purge-deleted-accounts',
  run: (db: Database) =>
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
