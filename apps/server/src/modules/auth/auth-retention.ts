import { EXPIRED_SWEEP_MINUTES } from '@vusal/shared/catalog/retention';
import type { Clock } from '../../clock';
import {
  counted,
  listed,
  RETENTION_BATCH,
  retentionJob,
  type RetentionJob,
} from '../../infra/retention';
import type { AuthLimits } from './auth.types';
import { expiredRecordsQueries } from './expired-records.queries';

type Dependencies = { clock: Clock; limits: Pick<AuthLimits, 'accountWindowMs' | 'mailWindowMs'> };

/**
 * The "at once" rule of the retention catalogue: expired sessions (with the push subscriptions
 * they made, SECURITY 36), expired e-mail links and counters whose window ended, every few
 * minutes. Nothing reads them once expired; this only stops them being kept.
 */
export function authRetention({ clock, limits }: Dependencies): RetentionJob[] {
  return [
    retentionJob({
      rule: 'expiredSessions',
      name: 'purge-expired-sessions',
      intervalMs: EXPIRED_SWEEP_MINUTES * 60 * 1000,
      async purge(tx, { dryRun }) {
        const queries = expiredRecordsQueries(tx);
        const now = clock.now();
        const sessions = await queries.expiredSessions(now, RETENTION_BATCH);
        const subscriptions = await queries.subscriptionsOf(sessions);
        const links = await queries.expiredLinks(now, RETENTION_BATCH);
        const counters = await queries.staleCounters(now, {
          signInMs: limits.accountWindowMs,
          mailMs: limits.mailWindowMs,
        });
        if (!dryRun) {
          await queries.deleteSessions(sessions);
          await queries.deleteLinks(links);
          await counters.delete();
        }
        return [
          listed('sessions', sessions),
          listed('push-subscriptions', subscriptions),
          listed('e-mail-links', links),
          counted('sign-in-counters', counters.signIns),
          counted('mail-counters', counters.mails),
        ];
      },
    }),
  ];
}
