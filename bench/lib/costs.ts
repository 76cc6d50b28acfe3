// Issue 35, item 1: what one write costs, beside its rate and latency. Read around a run:
//   round trips: `vusal_db_statements_total` of the server's /metrics (loopback, no token);
//   the server's CPU: `process_cpu_seconds_total` of the same scrape (prom-client's default);
//   PostgreSQL's CPU: user and system time of the `postgres` processes on this host, from /proc:
//   the benchmark database's backends and the server's own (writers, checkpointer), not other
//   databases' backends (PGlite runs inside the server's process: its work is the server's CPU).
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

/** One sample of Prometheus' text format, `name value` without labels; undefined when absent. */
export function metricValue(text: string, name: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1).split(' ')[0]);
}

/**
 * `/proc/<pid>/stat`: the command's name (in brackets, and it may hold spaces or brackets itself)
 * and the user and system time in clock ticks (fields 14 and 15).
 */
export function parsePidStat(text: string): { comm: string; ticks: number } {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  return { comm: text.slice(open + 1, close), ticks: Number(fields[11]) + Number(fields[12]) };
}

/**
 * Whether a `postgres` process works for `database` (its command line, NULs as spaces): a
 * backend names its user, database and client ("postgres: 15/main: postgres vusal_bench_1a2b
 * 127.0.0.1(40322) idle"); one of another database does not count, the server's own processes
 * (checkpointer, writers, autovacuum) do.
 */
export function worksFor(cmdline: string, database: string): boolean {
  const backend = /\s(\S+)\s(\S+)\s(?:\[local\]|\S+\(\d+\))/.exec(cmdline);
  return !backend || backend[2] === database;
}

/**
 * Ticks spent between two readings of the same processes (pid → ticks): a process new in the
 * second counts whole; one that ended in between is lost (a backend that lived through the run
 * is the usual case: the server's pool keeps its connections).
 */
export function ticksBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks;
}

/** What a run cost the server and the database, each divided by the run's operations. */
export type PerOperation = {
  roundTrips: number;
  serverCpuMs: number;
  /** Undefined on PGlite, whose work is the server's. */
  postgresCpuMs: number | undefined;
};

export type CostReading = {
  statements: number;
  serverCpuSeconds: number;
  /** pid → ticks of every postgres process; undefined on PGlite. */
  postgres: Map<number, number> | undefined;
};

export function perOperation(
  before: CostReading,
  after: CostReading,
  operations: number,
  ticksPerSecond: number,
): PerOperation {
  const each = (value: number) => value / Math.max(1, operations);
  return {
    roundTrips: each(after.statements - before.statements),
    serverCpuMs: each((after.serverCpuSeconds - before.serverCpuSeconds) * 1000),
    postgresCpuMs:
      before.postgres && after.postgres
        ? each((ticksBetween(before.postgres, after.postgres) / ticksPerSecond) * 1000)
        : undefined,
  };
}

export function describePerOperation(costs: PerOperation, operation: string): string {
  const postgres =
    costs.postgresCpuMs === undefined
      ? 'PostgreSQL CPU in the server process (PGlite)'
      : `PostgreSQL CPU ${costs.postgresCpuMs.toFixed(3)} ms`;
  return `per ${operation}: ${costs.roundTrips.toFixed(2)} round trips to the database, server CPU ${costs.serverCpuMs.toFixed(3)} ms, ${postgres}`;
}

/** USER_HZ, the unit of /proc's times: 100 nearly everywhere, asked of the system once. */
function clockTicksPerSecond(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

async function postgresTicks(database: string): Promise<Map<number, number>> {
  const ticks = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // A process may end between the listing and the reads.
    const text = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const stat = parsePidStat(text);
    if (stat.comm !== 'postgres') continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (worksFor(cmdline.replaceAll('\0', ' '), database)) ticks.set(Number(entry), stat.ticks);
  }
  return ticks;
}

/** The database a benchmark measures: PGlite, or PostgreSQL at `url` on this host. */
export type MeasuredDatabase = { kind: 'pglite' | 'postgres'; url?: string };

async function read(serverUrl: string, database: MeasuredDatabase): Promise<CostReading> {
  const response = await fetch(`${serverUrl}/metrics`);
  if (!response.ok) throw new Error(`${serverUrl}/metrics answered ${response.status}`);
  const text = await response.text();
  return {
    statements: metricValue(text, 'vusal_db_statements_total') ?? Number.NaN,
    serverCpuSeconds: metricValue(text, 'process_cpu_seconds_total') ?? Number.NaN,
    postgres:
      database.kind === 'postgres' && database.url
        ? await postgresTicks(new URL(database.url).pathname.slice(1))
        : undefined,
  };
}

/**
 * Waits until the server at `serverUrl` has sent no statement for `quietMs`: work it does after
 * its answers (a like's notices, decision 058) belongs to the operations that caused it.
 */
export async function settled(serverUrl: string, quietMs = 500): Promise<void> {
  const statements = async () => {
    const response = await fetch(`${serverUrl}/metrics`);
    return metricValue(await response.text(), 'vusal_db_statements_total');
  };
  let last = await statements();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const now = await statements();
    // Each reading itself may cost a statement or two (the moderation queues' gauges).
    if (now === undefined || last === undefined || now - last <= 2) return;
    last = now;
  }
}

/**
 * Starts counting a write benchmark's costs on the server at `serverUrl`; `stop(operations,
 * operation)` answers the line to print.
 */
export async function countCosts(serverUrl: string, database: MeasuredDatabase) {
  const ticksPerSecond = clockTicksPerSecond();
  const before = await read(serverUrl, database);
  return {
    async stop(operations: number, operation: string): Promise<string> {
      const after = await read(serverUrl, database);
      return describePerOperation(
        perOperation(before, after, operations, ticksPerSecond),
        operation,
      );
    },
  };
}

/**
 * As `countCosts`, started when the clients' process tells it is `driving` (connected, the
 * operations about to start), so connecting is outside the count.
 */
export function countCostsOnceDriving(serverUrl: string, database: MeasuredDatabase) {
  let counting: ReturnType<typeof countCosts> | undefined;
  return {
    onEvent(event: string) {
      if (event === 'driving') counting ??= countCosts(serverUrl, database);
    },
    async stop(operations: number, operation: string): Promise<string> {
      if (!counting) return `per ${operation}: not counted (the clients never started)`;
      return (await counting).stop(operations, operation);
    },
  };
}
