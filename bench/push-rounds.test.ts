import { describe, expect, it } from 'vitest';
import { compareRounds, median, pairPushes, verdictWithin } from './lib/push-rounds';

/** 100 acknowledgements: 99 of `base` ms and one slowest, so the p99 is that slowest. */
const round = (withPushes: boolean, slowest: number, base = 1) => ({
  withPushes,
  acks: [...Array<number>(99).fill(base), slowest],
});

describe("P13's rounds without and with pushes", () => {
  it('takes the median of an odd and an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('sets each round with pushes against the round without just before it', () => {
    const comparison = compareRounds([
      round(false, 10),
      round(true, 11),
      round(false, 20),
      round(true, 40),
      round(false, 10),
      round(true, 9),
    ]);
    expect(comparison.ratios).toEqual([1.1, 2, 0.9]);
    expect(comparison.median).toBe(1.1);
    expect(comparison.min).toBe(0.9);
    expect(comparison.max).toBe(2);
  });

  it("pools each condition's acknowledgements for its p99", () => {
    // 300 a condition: the p99 is the third slowest.
    const comparison = compareRounds([
      round(false, 10),
      round(true, 30),
      round(false, 12),
      round(true, 20),
      round(false, 11),
      round(true, 25),
    ]);
    expect(comparison.pooled).toEqual({ without: 10, with: 20, withoutCount: 300, withCount: 300 });
  });

  it('judges 10 % only when every round falls on the same side of it', () => {
    const of = (...slowest: number[]) =>
      compareRounds(slowest.flatMap((value) => [round(false, 10), round(true, value)]));
    expect(verdictWithin(of(9, 10.5, 11), 1.1)).toBe('met in every round');
    expect(verdictWithin(of(11.5, 20), 1.1)).toBe('missed in every round');
    expect(verdictWithin(of(9, 12), 1.1)).toMatch(/^cannot tell/);
    expect(verdictWithin(compareRounds([]), 1.1)).toBe('no rounds to tell');
  });

  it('has no ratio for a round with pushes that no round without precedes', () => {
    const comparison = compareRounds([round(true, 10), round(false, 10)]);
    expect(comparison.ratios).toEqual([]);
    expect(comparison.median).toBeNaN();
    expect(comparison.min).toBeNaN();
  });
});

describe("P13's pushes paired with their messages", () => {
  const acked = [
    { matchId: 'a', at: 1_000 },
    { matchId: 'a', at: 11_000 },
    { matchId: 'b', at: 1_500 },
  ];

  it("pairs each push with its chat's nearest acknowledgement, before or after it", () => {
    const { latencies, twice } = pairPushes(acked, [
      { matchId: 'a', at: 1_040 },
      { matchId: 'b', at: 1_495 },
      { matchId: 'a', at: 11_060 },
    ]);
    expect(latencies).toEqual([-5, 40, 60]);
    expect(twice).toBe(0);
  });

  it('counts a second push for one message once, as twice, and skips unknown chats', () => {
    const { latencies, twice } = pairPushes(acked, [
      { matchId: 'a', at: 1_040 },
      { matchId: 'a', at: 1_900 },
      { matchId: 'c', at: 1_000 },
    ]);
    expect(latencies).toEqual([40]);
    expect(twice).toBe(1);
  });
});
