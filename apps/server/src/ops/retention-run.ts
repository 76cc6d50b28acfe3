import { retentionPeriod, type RetentionRule } from '@vusal/shared/catalog/retention';
import type { Database } from '../db/client';
import { runRetention, type Deleted, type RetentionJob } from '../infra/retention';

function period(rule: RetentionRule): string {
  const length = retentionPeriod(rule);
  if ('hours' in length) return `after ${length.hours} h`;
  return length.days === 0 ? 'once expired' : `after ${length.days} days`;
}

const describe = ({ kind, count, ids }: Deleted) =>
  ids.length ? `${kind}: ${count} (${ids.join(', ')})` : `${kind}: ${count}`;

/**
 * Runs every rule once, each under the lock its scheduled job takes, and says per rule what it
 * deleted or, in a dry run, would delete: kinds, counts and ids, never an e-mail or a name.
 */
export async function runRetentionOnce(
  db: Database,
  jobs: Record<RetentionRule, RetentionJob>,
  { dryRun }: { dryRun: boolean },
): Promise<string[]> {
  const lines: string[] = [];
  for (const [rule, job] of Object.entries(jobs) as [RetentionRule, RetentionJob][]) {
    const deleted = await runRetention(db, job, { dryRun });
    const what = deleted
      ? `${dryRun ? 'would delete' : 'deleted'} ${deleted.map(describe).join('; ')}`
      : 'skipped: another node is running it now';
    lines.push(`${rule} (${period(rule)}): ${what}`);
  }
  return lines;
}
