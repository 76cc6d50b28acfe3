import { describe, expect, it } from 'vitest';
import {
  describeVerdict,
  idleShare,
  marked,
  NOT_A_RESULT,
  parseProcStat,
  verdictOf,
} from './lib/machine';

// Issue 35, item 1: no figure from a busy machine can pass for a result.
const procStat = (user: number, idle: number, iowait = 0) =>
  [
    `cpu  ${user} 0 ${user / 2} ${idle} ${iowait} 10 5 0 7 0`,
    `cpu0 ${user} 0 0 ${idle} 0 0 0 0 0 0`,
    'intr 123 0 0',
  ].join('\n');

describe('the look at the machine before a benchmark', () => {
  it('reads the whole machine from /proc/stat, iowait as idle, guest time once', () => {
    expect(parseProcStat(procStat(100, 1000, 20))).toEqual({
      idle: 1020,
      total: 100 + 0 + 50 + 1000 + 20 + 10 + 5 + 0,
    });
    expect(() => parseProcStat('intr 1 2')).toThrow();
  });

  it('takes the idle share of the ticks between two readings', () => {
    const before = parseProcStat(procStat(1000, 5000));
    const quiet = parseProcStat(procStat(1010, 5590));
    const busy = parseProcStat(procStat(1400, 5200));
    expect(idleShare(before, quiet)).toBeCloseTo(590 / (10 + 5 + 590), 5);
    expect(idleShare(before, busy)).toBeCloseTo(200 / (400 + 200 + 200), 5);
    expect(idleShare(before, before)).toBe(1);
  });

  it('calls a machine busy below 85 % idle, and says so with the load average', () => {
    expect(verdictOf(0.849, [1, 2, 3]).busy).toBe(true);
    expect(verdictOf(0.85, [1, 2, 3]).busy).toBe(false);
    expect(describeVerdict(verdictOf(0.42, [3.1, 2.95, 2.5]))).toBe(
      'machine busy (idle 42 % over 3 s, load 3.10/2.95/2.50): nothing below is a result',
    );
    expect(describeVerdict(verdictOf(0.97, [0.4, 0.35, 0.3]))).toBe(
      'machine quiet (idle 97 % over 3 s, load 0.40/0.35/0.30)',
    );
  });

  it('marks every line of a busy run on the line itself, and leaves a quiet run alone', () => {
    expect(marked(true, 'likes: 900 req/s')).toBe(`${NOT_A_RESULT} likes: 900 req/s`);
    expect(marked(true, 'likes: 900 req/s').startsWith('NOT A RESULT')).toBe(true);
    expect(marked(false, 'likes: 900 req/s')).toBe('likes: 900 req/s');
  });
});
