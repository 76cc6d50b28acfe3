// P13's statistics. The goal compares a p99 of acknowledgements without and with pushes, and
// the p99 of one run's 1,100 (its eleventh slowest) moved 0.4×–3.1× between runs of the same
// code: one pair of runs cannot tell 10 %. So the benchmark alternates the two conditions in
// one run and reports each pair's ratio, their median and spread, and each condition's p99
// over all its rounds.
import { percentile } from './fresh-database';

/** One round's acknowledgement times (ms, any order), and whether the receivers had devices. */
export type AckRound = { withPushes: boolean; acks: readonly number[] };

export type RoundComparison = {
  /** p99 with pushes over p99 without, for each round with pushes and the round just before it. */
  ratios: number[];
  median: number;
  min: number;
  max: number;
  /** The p99 of every acknowledgement of each condition, all its rounds pooled. */
  pooled: { without: number; with: number; withoutCount: number; withCount: number };
};

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const p99 = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    99,
  );

/**
 * Pairs each round with pushes with the round without them just before it (the machine drifts
 * over a run; neighbours share the most of it) and pools each condition's rounds.
 */
export function compareRounds(rounds: readonly AckRound[]): RoundComparison {
  const ratios: number[] = [];
  rounds.forEach((round, n) => {
    const before = rounds[n - 1];
    if (round.withPushes && before && !before.withPushes) {
      ratios.push(p99(round.acks) / p99(before.acks));
    }
  });
  const pool = (withPushes: boolean) =>
    rounds.filter((round) => round.withPushes === withPushes).flatMap((round) => round.acks);
  const without = pool(false);
  const withPushes = pool(true);
  return {
    ratios,
    median: median(ratios),
    min: ratios.length ? Math.min(...ratios) : Number.NaN,
    max: ratios.length ? Math.max(...ratios) : Number.NaN,
    pooled: {
      without: p99(without),
      with: p99(withPushes),
      withoutCount: without.length,
      withCount: withPushes.length,
    },
  };
}

/** An acknowledged message: its chat and when (ms since the epoch). */
export type Acked = { matchId: string; at: number };

/**
 * Each push paired with the message of its chat acknowledged nearest to its arrival: a chat
 * gets a message every round (seconds apart), and a push follows its message by milliseconds,
 * or arrives just before the sender has the acknowledgement. Answers the latencies (arrival
 * minus acknowledgement, ms) of the first push for each message, and how many came again.
 */
export function pairPushes(
  acked: readonly Acked[],
  arrivals: readonly { matchId: string; at: number }[],
): { latencies: number[]; twice: number } {
  const byChat = new Map<string, number[]>();
  for (const { matchId, at } of acked) {
    const times = byChat.get(matchId);
    if (times) times.push(at);
    else byChat.set(matchId, [at]);
  }
  const taken = new Set<string>();
  const latencies: number[] = [];
  let twice = 0;
  for (const arrival of arrivals) {
    const times = byChat.get(arrival.matchId);
    if (!times) continue;
    const nearest = times.reduce((best, at) =>
      Math.abs(arrival.at - at) < Math.abs(arrival.at - best) ? at : best,
    );
    const message = `${arrival.matchId} ${nearest}`;
    if (taken.has(message)) twice++;
    else {
      taken.add(message);
      latencies.push(arrival.at - nearest);
    }
  }
  return { latencies: latencies.sort((a, b) => a - b), twice };
}

/**
 * Whether the rounds show the acknowledgement within `limit` (1.1: 10 %) while pushes go out:
 * only when every round's ratio is on the same side of it; else the noise between rounds is
 * larger than the difference asked about.
 */
export function verdictWithin(comparison: RoundComparison, limit: number): string {
  if (comparison.ratios.length === 0) return 'no rounds to tell';
  if (comparison.max <= limit) return 'met in every round';
  if (comparison.min > limit) return 'missed in every round';
  return `cannot tell (${limit.toFixed(2)}× lies within the rounds' spread)`;
}
