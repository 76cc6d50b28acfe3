import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export type Job = {
  name: string;
  intervalMs: number;
  /** Runs inside a transaction that holds the job's advisory lock. */
  run(db: Database): Promise<unknown>;
};

type JobLog = { info(o: object, m: string): void; error(o: object, m: string): void };

/**
 * Runs `job` once unless another node is already running it: a transaction-scoped PostgreSQL
 * advisory lock, released with the transaction whatever happens. Returns false when skipped.
 */
export async function runExclusively(
  db: Database,
  job: Pick<Job, 'name' | 'run'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext(${`vusal:${job.name}`})) as locked`,
    );
    if (!rows[0]?.locked) return false;
    await job.run(tx);
    return true;
  });
}

/** An in-process scheduler; every node runs it and the lock keeps each job to one node at a time. */
export function startJobs(db: Database, jobs: Job[], log: JobLog): () => void {
  const timers = jobs.map((job) => {
    const tick = async () => {
      try {
        const ran = await runExclusively(db, job);
        if (ran) log.info({ job: job.name }, 'job ran');
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job failed');
      }
    };
    const timer = setInterval(() => void tick(), job.intervalMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
