import type { LimitWindow, Counted } from './limits.types';

// Ended windows are swept only past this many keys, so idle members cost nothing.
const SWEEP_AFTER_KEYS = 10_000;

/** Fixed windows in this node's memory: the counter when there is no Redis, or it is away. */
export function createLocalCounter(now: () => number) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (key: string, window: LimitWindow): Counted => {
    const at = now();
    const current = windows.get(key);
    if (!current || at - current.startedAt >= window.windowMs) {
      if (windows.size > SWEEP_AFTER_KEYS) {
        for (const [other, value] of windows) {
          if (at - value.startedAt >= window.windowMs) windows.delete(other);
        }
      }
      windows.set(key, { startedAt: at, count: 1 });
      return { count: 1, resetInMs: window.windowMs };
    }
    current.count += 1;
    return { count: current.count, resetInMs: current.startedAt + window.windowMs - at };
  };
}
