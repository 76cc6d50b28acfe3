import { describe, expect, it } from 'vitest';
import {
  describePerOperation,
  metricValue,
  parsePidStat,
  perOperation,
  ticksBetween,
  worksFor,
  type CostReading,
} from './lib/costs';

// Issue 35, item 1: a write benchmark's round trips and CPU, per operation.
describe('the costs of a write benchmark', () => {
  it('reads an unlabelled sample of /metrics', () => {
    const text = [
      '# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.',
      '# TYPE process_cpu_seconds_total counter',
      'process_cpu_seconds_total 12.5',
      'process_cpu_seconds_total_extra 99',
      'vusal_db_statements_total 40210',
    ].join('\n');
    expect(metricValue(text, 'process_cpu_seconds_total')).toBe(12.5);
    expect(metricValue(text, 'vusal_db_statements_total')).toBe(40210);
    expect(metricValue(text, 'vusal_absent_total')).toBeUndefined();
  });

  it("reads a process's name and CPU ticks from /proc/<pid>/stat, brackets in the name too", () => {
    const fields = 'S 1 1 1 0 -1 4194560 100 0 0 0 250 75 0 0 20 0 1 0 100 1000 10';
    expect(parsePidStat(`4242 (postgres) ${fields}`)).toEqual({ comm: 'postgres', ticks: 325 });
    expect(parsePidStat(`7 (a (b) c) ${fields}`)).toEqual({ comm: 'a (b) c', ticks: 325 });
  });

  it("counts the benchmark database's backends and the server's own processes, not others'", () => {
    const ours = 'vusal_bench_1a2b3c4d5e';
    expect(worksFor(`postgres: 15/main: postgres ${ours} 127.0.0.1(40322) idle`, ours)).toBe(true);
    expect(worksFor(`postgres: postgres ${ours} [local] INSERT`, ours)).toBe(true);
    expect(worksFor('postgres: 15/main: postgres test 127.0.0.1(40400) idle', ours)).toBe(false);
    expect(worksFor('postgres: 15/main: walwriter', ours)).toBe(true);
    expect(worksFor('postgres: 15/main: checkpointer', ours)).toBe(true);
    expect(
      worksFor('/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main', ours),
    ).toBe(true);
  });

  it('adds the ticks of every process between two readings, a new one whole', () => {
    const before = new Map([
      [1, 100],
      [2, 50],
      [3, 10],
    ]);
    const after = new Map([
      [1, 160],
      [2, 50],
      [4, 30],
    ]);
    expect(ticksBetween(before, after)).toBe(60 + 0 + 30);
  });

  it('divides by the operations: round trips, server CPU and PostgreSQL CPU', () => {
    const before: CostReading = {
      statements: 1000,
      serverCpuSeconds: 10,
      postgres: new Map([[9, 500]]),
    };
    const after: CostReading = {
      statements: 3000,
      serverCpuSeconds: 12,
      postgres: new Map([[9, 600]]),
    };
    const costs = perOperation(before, after, 1000, 100);
    expect(costs).toEqual({ roundTrips: 2, serverCpuMs: 2, postgresCpuMs: 1 });
    expect(describePerOperation(costs, 'like')).toBe(
      'per like: 2.00 round trips to the database, server CPU 2.000 ms, PostgreSQL CPU 1.000 ms',
    );
    const embedded = perOperation({ ...before, postgres: undefined }, after, 1000, 100);
    expect(embedded.postgresCpuMs).toBeUndefined();
    expect(describePerOperation(embedded, 'like')).toContain('in the server process (PGlite)');
    // No operation done: the whole cost stands, never a division by zero.
    expect(perOperation(before, after, 0, 100).roundTrips).toBe(2000);
  });
});
