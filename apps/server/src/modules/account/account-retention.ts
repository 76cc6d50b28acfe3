import { EXPIRED_SWEEP_MINUTES, RETENTION_DAYS } from '@vusal/shared/catalog/retention';
import { DATA_EXPORT_KEEP_MS } from '@vusal/shared/schemas/data-export';
import { daysBefore, type Clock } from '../../clock';
import {
  counted,
  listed,
  RETENTION_BATCH,
  retentionJob,
  type Deleted,
  type RetentionJob,
} from '../../infra/retention';
import type { Storage } from '../../infra/storage/storage.types';
import type { MediaService } from '../media';
import { createAccountRepository, type AccountRepository } from './account.repository';
import { createExportRepository } from './export.repository';

const HOUR_MS = 60 * 60 * 1000;

type Dependencies = {
  media: Pick<MediaService, 'removeImage' | 'removeFile'>;
  storage: Pick<Storage, 'delete'>;
  clock: Clock;
};
type Found = { userId: string; photos: string[] };

/**
 * Removes the accounts for good with everything of theirs: rows (the foreign keys cascade),
 * photos, selfies and the files they sent. Idempotent: a second run finds nothing left to do.
 */
async function removeAccounts(
  accounts: AccountRepository,
  found: Found[],
  { media, dryRun }: { media: Dependencies['media']; dryRun: boolean },
): Promise<Deleted[]> {
  let files = 0;
  for (const { userId, photos } of found) {
    // The rows of the verification tries go with the account; their selfies must go with them.
    const images = [...photos, ...(await accounts.selfiesOf(userId))];
    const sent = await accounts.attachmentsSentBy(userId);
    files += images.length + sent.length;
    if (dryRun) continue;
    await accounts.purge(userId);
    // Files go after the rows: a crash in between leaves orphan files, never broken rows.
    await Promise.all([
      ...images.map((key) => media.removeImage(key)),
      ...sent.map(({ key, mime }) => media.removeFile(key, mime)),
    ]);
  }
  return [
    listed(
      'accounts',
      found.map(({ userId }) => userId),
    ),
    counted('files', files),
  ];
}

/**
 * The account rules of the retention catalogue: accounts deleted by their owner (S8, SECURITY
 * 25), sign-ups never confirmed and "Download my data" archives. Each job queries through the
 * transaction holding its lock.
 */
export function accountRetention({ media, storage, clock }: Dependencies): RetentionJob[] {
  return [
    retentionJob({
      rule: 'deletedAccounts',
      name: 'purge-deleted-accounts',
      intervalMs: HOUR_MS,
      async purge(tx, { dryRun }) {
        const accounts = createAccountRepository(tx);
        const before = daysBefore(clock.now(), RETENTION_DAYS.deletedAccounts);
        const found = await accounts.findPurgeable(before, RETENTION_BATCH);
        return removeAccounts(accounts, found, { media, dryRun });
      },
    }),
    retentionJob({
      rule: 'unconfirmedSignUps',
      name: 'purge-unconfirmed-sign-ups',
      intervalMs: HOUR_MS,
      async purge(tx, { dryRun }) {
        const accounts = createAccountRepository(tx);
        const before = daysBefore(clock.now(), RETENTION_DAYS.unconfirmedSignUps);
        const found = await accounts.findUnconfirmed(before, RETENTION_BATCH);
        return removeAccounts(accounts, found, { media, dryRun });
      },
    }),
    retentionJob({
      rule: 'dataExports',
      name: 'purge-data-exports',
      intervalMs: EXPIRED_SWEEP_MINUTES * 60 * 1000,
      async purge(tx, { dryRun }) {
        const exports = createExportRepository(tx);
        const before = new Date(clock.now().getTime() - DATA_EXPORT_KEEP_MS);
        const stored = await exports.stored(before, RETENTION_BATCH);
        if (!dryRun) {
          for (const { id, storageKey } of stored) {
            await exports.forgetArchive(id);
            if (storageKey) await storage.delete(storageKey);
          }
        }
        return [
          listed(
            'export-archives',
            stored.map(({ id }) => id),
          ),
        ];
      },
    }),
  ];
}
