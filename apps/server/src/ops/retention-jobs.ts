import type { RetentionRule } from '@vusal/shared/catalog/retention';
import type { Clock } from '../clock';
import type { RetentionJob } from '../infra/retention';
import type { Storage } from '../infra/storage/storage.types';
import { accountRetention } from '../modules/account';
import { authRetention, type AuthLimits } from '../modules/auth';
import type { MediaService } from '../modules/media';
import { moderationRetention } from '../modules/moderation';

export type RetentionDependencies = {
  clock: Clock;
  media: MediaService;
  storage: Storage;
  limits: Pick<AuthLimits, 'accountWindowMs' | 'mailWindowMs'>;
  log: { warn(o: object, m: string): void };
};

/**
 * Issue 36, item 6: one job per rule of the retention catalogue, the same list for the
 * scheduler every node runs (app.ts) and for `npm run retention` (retention-cli.ts).
 */
export function retentionJobs(deps: RetentionDependencies): Record<RetentionRule, RetentionJob> {
  const jobs = [...accountRetention(deps), ...moderationRetention(deps), ...authRetention(deps)];
  return Object.fromEntries(jobs.map((job) => [job.rule, job])) as Record<
    RetentionRule,
    RetentionJob
  >;
}
