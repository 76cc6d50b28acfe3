// @ts-check
// The push worker's pace (P13, decision 068): pushes have seconds of slack, a message's
// acknowledgement has none, so a burst of pushes is spread out rather than taken at once. Plain
// JavaScript for the same reason as `push-worker.mjs`, which runs every attempt through it.

/**
 * @typedef {{
 *   maxInFlight: number;
 *   perSecond: number;
 *   now?: () => number;
 *   sleep?: (ms: number) => Promise<void>;
 * }} PaceRule
 */

/** @param {number} ms */
const sleepFor = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs tasks under two limits: at most `maxInFlight` at once (an attempt is in flight from its
 * encryption until the push service answered), and two starts at least `1000 / perSecond` ms
 * apart, waited for with a timer, so the thread sleeps between jobs instead of taking a core
 * for a whole burst. Tasks start in the order they came. `now` and `sleep` are for tests.
 * @param {PaceRule} rule
 */
export function createPace({
  maxInFlight,
  perSecond,
  now = () => performance.now(),
  sleep = sleepFor,
}) {
  const gapMs = 1000 / perSecond;
  /** @type {(() => void)[]} */
  const waiting = [];
  let inFlight = 0;
  let nextStartAt = -Infinity;
  let pumping = false;

  async function pump() {
    if (pumping) return;
    pumping = true;
    while (waiting.length > 0 && inFlight < maxInFlight) {
      const wait = nextStartAt - now();
      if (wait > 0) {
        await sleep(wait);
        continue;
      }
      inFlight++;
      nextStartAt = now() + gapMs;
      waiting.shift()?.();
    }
    pumping = false;
  }

  return {
    /**
     * `task()` once the rule lets it start; answers what it answers.
     * @template T
     * @param {() => Promise<T>} task
     * @returns {Promise<T>}
     */
    async run(task) {
      await new Promise((resolve) => {
        waiting.push(() => resolve(undefined));
        void pump();
      });
      try {
        return await task();
      } finally {
        inFlight--;
        void pump();
      }
    },
  };
}
