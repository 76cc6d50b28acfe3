import { describe, expect, it } from 'vitest';
import { mergeReports, verdictOf, windowsOf, type ArtilleryWindow } from './lib/capacity-verdict';

/** An Artillery window: members arriving and leaving, HTTP answers and acks with their times. */
function window(options: {
  created?: number;
  completed?: number;
  http?: { count: number; mean: number; p99: number };
  ack?: { count: number; mean: number; p99: number };
  counters?: Record<string, number>;
  period?: number;
}): ArtilleryWindow {
  return {
    period: options.period,
    counters: {
      'vusers.created': options.created ?? 0,
      'vusers.completed': options.completed ?? 0,
      ...options.counters,
    },
    summaries: { 'http.response_time': options.http, 'socketio.response_time': options.ack },
  };
}

const fast = { count: 10_000, mean: 20, p99: 300 };

describe('the capacity ramp', () => {
  it('counts the members on the site and weighs HTTP and acknowledgements into one mean', () => {
    const [first, second] = windowsOf({
      intermediate: [
        window({ created: 100, http: fast, ack: { count: 10_000, mean: 40, p99: 900 } }),
        window({ created: 100, counters: { 'vusers.failed': 5 }, http: fast }),
      ],
    });
    expect(first).toMatchObject({ members: 100, calls: 20_000, meanMs: 30, p99Ms: 900 });
    expect(first!.faults).toEqual([]);
    expect(second!.members).toBe(195);
  });

  it('holds the members of the last window that met the goal before one missed it', () => {
    const verdict = verdictOf(
      windowsOf({
        intermediate: [
          window({ http: fast }),
          window({ created: 100, http: fast }),
          window({ created: 100, http: fast }),
          window({ created: 100, http: { count: 10_000, mean: 120, p99: 900 } }),
          // Met again later: the site had already broken, so this does not count.
          window({ created: 100, http: fast }),
        ],
      }),
    );
    expect(verdict.held).toBe(200);
    expect(verdict.broke?.members).toBe(300);
    expect(verdict.broke?.faults).toEqual(['mean 120 ms']);
  });

  it('does not judge the first window with calls: the warm-up', () => {
    const slow = { count: 400, mean: 400, p99: 500 };
    const verdict = verdictOf(
      windowsOf({
        intermediate: [
          window({ created: 1 }),
          window({ created: 3, http: slow }),
          window({ created: 100, http: fast }),
          window({ created: 100, http: slow }),
        ],
      }),
    );
    expect(verdict).toMatchObject({ held: 104, broke: { members: 204 } });
  });

  it('counts a member who failed as a failed call, once', () => {
    const [timedOut, refused] = windowsOf({
      intermediate: [
        window({ http: fast, counters: { 'vusers.failed': 4 } }),
        window({ http: fast, counters: { 'vusers.failed': 2, 'errors.ECONNREFUSED': 2 } }),
      ],
    });
    expect(timedOut).toMatchObject({ calls: 10_004, failed: 4 });
    expect(refused).toMatchObject({ calls: 10_002, failed: 2 });
  });

  it('misses the goal on a p99 of 2 s and on 0.025 % failed, 5xx and errors alike', () => {
    const [slow, failing, justUnder] = windowsOf({
      intermediate: [
        window({ http: { count: 100, mean: 50, p99: 2000 } }),
        window({
          http: fast,
          counters: { 'http.codes.503': 2, 'errors.ETIMEDOUT': 1, 'http.codes.404': 50 },
        }),
        window({
          http: { count: 100_000, mean: 50, p99: 300 },
          counters: { 'http.codes.500': 24 },
        }),
      ],
    });
    expect(slow!.faults).toEqual(['p99 2000 ms']);
    // 10,000 timed answers (the two 503s among them) and one timeout: 3 of 10,001.
    expect(failing!.faults).toEqual(['3 of 10001 failed']);
    expect(justUnder!.faults).toEqual([]);
  });

  it('ends the ramp where members start leaving, and says when the site never broke', () => {
    const verdict = verdictOf(
      windowsOf({
        intermediate: [
          window({ http: fast }),
          window({ created: 50, http: fast }),
          window({ created: 50, http: fast }),
          window({ completed: 100, http: { count: 10, mean: 5000, p99: 9000 } }),
        ],
      }),
    );
    expect(verdict).toEqual({ held: 100, reached: 100 });
  });

  it('adds two nodes up window by window, the p99 the larger of theirs', () => {
    const node = (p99: number) => ({
      intermediate: [
        window({ period: 0, http: fast }),
        window({ period: 10, created: 100, http: { count: 1000, mean: 10, p99 } }),
        window({ period: 20, created: 100, http: { count: 3000, mean: 50, p99 } }),
      ],
    });
    const merged = mergeReports([node(100), node(2500)]);
    expect(merged.map((w) => w.members)).toEqual([0, 200, 400]);
    expect(merged[2]).toMatchObject({ calls: 6000, meanMs: 50, p99Ms: 2500 });
    expect(verdictOf(merged)).toMatchObject({ held: 0, broke: { members: 200 } });
  });
});
