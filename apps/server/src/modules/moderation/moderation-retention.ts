import { RETENTION_DAYS } from '@vusal/shared/catalog/retention';
import { daysBefore, type Clock } from '../../clock';
import {
  counted,
  listed,
  RETENTION_BATCH,
  retentionJob,
  type RetentionJob,
} from '../../infra/retention';
import type { MediaService } from '../media';
import { createEvidence } from './report-evidence';
import { createVerificationRepository } from './verification.repository';

const HOUR_MS = 60 * 60 * 1000;

type Dependencies = {
  media: MediaService;
  clock: Clock;
  log: { warn(o: object, m: string): void };
};

/**
 * The moderation rules of the retention catalogue: verification selfies (SECURITY 32, decision
 * 031; the try's row and its hash stay, so a reused picture is still recognised) and the
 * evidence reports keep (SECURITY 38). Rows first, then files, in the lock's transaction.
 */
export function moderationRetention({ media, clock, log }: Dependencies): RetentionJob[] {
  const evidence = createEvidence({ media, clock, log });
  return [
    retentionJob({
      rule: 'decidedSelfies',
      name: 'purge-decided-selfies',
      intervalMs: HOUR_MS,
      async purge(tx, { dryRun }) {
        const verifications = createVerificationRepository(tx);
        const before = daysBefore(clock.now(), RETENTION_DAYS.decidedSelfies);
        const rows = await verifications.expiredSelfies(tx, before, RETENTION_BATCH);
        const ids = rows.map((row) => row.id);
        if (!dryRun && rows.length) {
          await verifications.forgetSelfies(tx, ids);
          await media.discardImages(
            rows.flatMap((row) => (row.key ? [row.key] : [])),
            log,
          );
        }
        return [listed('selfies', ids)];
      },
    }),
    retentionJob({
      rule: 'reportEvidence',
      name: 'purge-expired-report-evidence',
      intervalMs: HOUR_MS,
      async purge(tx, options) {
        const { images, contexts } = await evidence.purgeExpired(tx, options);
        return [
          listed(
            'report-evidence',
            images.map((row) => row.id),
          ),
          listed('report-contexts', contexts),
          counted('reports', new Set([...images.map((row) => row.reportId), ...contexts]).size),
        ];
      },
    }),
  ];
}
