import type { Notice } from './notice-batch';

/** How long a notice waits for others to be read and claimed with it (decision 068). */
export const NOTICE_GATHER_MS = 50;
/** About the most notices one batch reads: a bound on its statements' size. */
export const NOTICE_BATCH_MAX = 200;

type Waiting = { notices: readonly Notice[]; done(): void };

/**
 * P13 (decision 068): the notices of a few moments go out together. Each message to an away
 * member had its own reads and claims (its recipient, its burst, the names), several statements
 * per push on the database and the main thread while the sends wanted them; a notice has seconds
 * of slack, so it waits `NOTICE_GATHER_MS` for others, and notices that come while a batch is
 * being told go in the next, one batch at a time. `tellMany` decides each notice as if alone.
 * A call's notices stay in one batch; its promise settles once that batch was told.
 */
export function createNoticeQueue(
  tell: (notices: readonly Notice[]) => Promise<void>,
  gatherMs = NOTICE_GATHER_MS,
  max = NOTICE_BATCH_MAX,
) {
  const waiting: Waiting[] = [];
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function nextBatch(): Waiting[] {
    let size = 0;
    // Whole calls, the first always, until the next would pass `max`.
    const over = waiting.findIndex((call) => (size += call.notices.length) > max);
    return waiting.splice(0, over === -1 ? waiting.length : Math.max(over, 1));
  }

  function run(): void {
    timer = undefined;
    const batch = nextBatch();
    running = tell(batch.flatMap((call) => call.notices)).finally(() => {
      for (const call of batch) call.done();
      running = undefined;
      plan();
    });
  }

  function plan(): void {
    if (running || timer || waiting.length === 0) return;
    timer = setTimeout(run, gatherMs);
    // A notice waiting to be gathered does not keep a script alive: `close` tells it.
    timer.unref();
  }

  return {
    /** Settles once `notices` were told (`tell` reports its own failures). */
    add(notices: readonly Notice[]): Promise<void> {
      return new Promise((done) => {
        waiting.push({ notices, done });
        plan();
      });
    },
    /** Tells what waits, at once, and what is being told, before the node stops. */
    async close(): Promise<void> {
      while (running || waiting.length > 0) {
        if (!running) {
          clearTimeout(timer);
          run();
        }
        await running;
      }
    },
  };
}
