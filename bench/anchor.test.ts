import { describe, expect, it } from 'vitest';
import { parsePgbenchTps, shareOf } from './lib/anchor';

describe('the insert anchor of the write benchmarks (issue 25)', () => {
  it("reads pgbench's rate without the connection time", () => {
    const output = [
      'number of transactions actually processed: 23712',
      'latency average = 2.025 ms',
      'initial connection time = 12.004 ms',
      'tps = 7903.441201 (without initial connection time)',
    ].join('\n');
    expect(parsePgbenchTps(output)).toBe(7903.441201);
    expect(parsePgbenchTps('pgbench: error: connection refused')).toBeUndefined();
  });

  it('states a figure as a share of the anchor, and says when there is none', () => {
    expect(shareOf(2000, { insertsPerSecond: 8000, tool: 'pgbench' })).toBe(
      '25.0 % of 8000 inserts/s (pgbench)',
    );
    expect(shareOf(2000, undefined)).toBe('no anchor');
    expect(shareOf(2000, { insertsPerSecond: 0, tool: 'node-postgres pool' })).toBe('no anchor');
  });
});
