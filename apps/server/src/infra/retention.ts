import type { RetentionRule } from '@vusal/shared/catalog/retention';
import type { Database } from '../db/client';
import { runExclusively, type Job } from './jobs';

/**
 * One kind of thing a retention run deleted, or in a dry run would delete: how many, and their
 * ids where an id says nothing about the person (a counter keyed by e-mail is only counted).
 */
export type Deleted = { kind: string; count: number; ids: string[] };

export type RetentionRun = (db: Database, options: { dryRun: boolean }) => Promise<Deleted[]>;

/** A scheduled job that enforces one rule of the retention catalogue, with its dry run. */
export type RetentionJob = Job & { rule: RetentionRule; purge: RetentionRun };

/** The most rows of one kind a run deletes; the next run continues. */
export const RETENTION_BATCH = 500;

export const listed = (kind: string, ids: string[]): Deleted => ({ kind, count: ids.length, ids });
export const counted = (kind: string, count: number): Deleted => ({ kind, count, ids: [] });

export function retentionJob(
  job: Pick<RetentionJob, 'rule' | 'name' | 'intervalMs' | 'purge'>,
): RetentionJob {
  return { ...job, run: (tx) => job.purge(tx, { dryRun: false }) };
}

/**
 * Runs one rule once under its job's advisory lock, as the scheduler would (a dry run too, so
 * it lists what a run at this moment would take). Undefined when another node holds the lock.
 */
export async function runRetention(
  db: Database,
  job: RetentionJob,
  options: { dryRun: boolean },
): Promise<Deleted[] | undefined> {
  let deleted: Deleted[] = [];
  const ran = await runExclusively(db, {
    name: job.name,
    run: async (tx) => {
      deleted = await job.purge(tx, options);
    },
  });
  return ran ? deleted : undefined;
}
