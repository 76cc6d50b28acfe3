import { describe, expect, it } from 'vitest';
import { createPace } from './push-pace.mjs';

/**
 * The push worker's pace rule (decision 068) on a clock of the test's own: how fast real time
 * passes on a busy machine must not decide what the rule allows.
 */
describe('the pace of the push worker', () => {
  function pacedBurst(count: number, rule: { maxInFlight: number; perSecond: number }) {
    let clock = 0;
    const pace = createPace({
      ...rule,
      now: () => clock,
      // As a timer does, the wait ends in a later turn, after what already started has run.
      sleep: (ms) =>
        new Promise((resolve) =>
          setImmediate(() => {
            clock += ms;
            resolve();
          }),
        ),
    });
    const starts: number[] = [];
    let inFlight = 0;
    let most = 0;
    const finishers: (() => void)[] = [];
    const done = Array.from({ length: count }, (_, n) =>
      pace.run(async () => {
        starts.push(clock);
        most = Math.max(most, ++inFlight);
        await new Promise<void>((resolve) => finishers.push(resolve));
        inFlight--;
        return n;
      }),
    );
    return { starts, done, finishers, most: () => most };
  }

  /** Turns enough for the pace to start whatever it may start now. */
  async function idle() {
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
  }

  /** Lets every started task finish, in turn, until all have. */
  async function finishAll(burst: ReturnType<typeof pacedBurst>, count: number) {
    for (let finished = 0; finished < count; finished++) {
      while (burst.finishers.length === 0) await idle();
      burst.finishers.shift()!();
    }
    return Promise.all(burst.done);
  }

  it('starts a burst one gap apart: 1,000 a second spread over a second', async () => {
    const burst = pacedBurst(1000, { maxInFlight: 1000, perSecond: 1000 });
    expect(await finishAll(burst, 1000)).toEqual(Array.from({ length: 1000 }, (_, n) => n));
    const gaps = burst.starts.slice(1).map((at, n) => at - burst.starts[n]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1);
    expect(burst.starts.at(-1)! - burst.starts[0]!).toBeGreaterThanOrEqual(999);
  });

  it('never has more in flight than allowed, and starts the next as one finishes', async () => {
    const burst = pacedBurst(10, { maxInFlight: 3, perSecond: 100 });
    await idle();
    expect(burst.starts).toHaveLength(3);
    burst.finishers.shift()!();
    await idle();
    expect(burst.starts).toHaveLength(4);
    await finishAll(burst, 9);
    expect(burst.most()).toBe(3);
    expect(burst.starts).toHaveLength(10);
    const gaps = burst.starts.slice(1).map((at, n) => at - burst.starts[n]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(10);
  });
});
