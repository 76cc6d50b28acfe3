// Issue 35, item 1: every benchmark first looks at the machine. The one-minute load average lags
// behind whatever ran before (the previous benchmark), so the verdict comes from /proc/stat over
// the three seconds before the run; the load average is printed before and after, for the record.
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { format } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';

/** Below this share of idle CPU over the sample, a figure says more about the machine than the app. */
export const QUIET_IDLE_SHARE = 0.85;
export const SAMPLE_SECONDS = 3;

/** The words every line of a run on a busy machine starts with. */
export const NOT_A_RESULT = 'NOT A RESULT (machine busy) |';

/** The whole machine's CPU time, in clock ticks: idle (idle and iowait) and in all. */
export type CpuTimes = { idle: number; total: number };

/**
 * The aggregate `cpu` line of /proc/stat: user nice system idle iowait irq softirq steal (guest
 * and guest_nice are already inside user and nice, so they are left out of the total).
 */
export function parseProcStat(text: string): CpuTimes {
  const line = text.split('\n').find((row) => row.startsWith('cpu '));
  if (!line) throw new Error('/proc/stat has no "cpu" line');
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    fields;
  return {
    idle: idle + iowait,
    total: user + nice + system + idle + iowait + irq + softirq + steal,
  };
}

/** The share of CPU time idle between two readings; 1 when no tick passed. */
export function idleShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

export type Verdict = { busy: boolean; idle: number; load: readonly number[] };

export const verdictOf = (idle: number, load: readonly number[]): Verdict => ({
  busy: idle < QUIET_IDLE_SHARE,
  idle,
  load,
});

const loadText = (load: readonly number[]) => load.map((value) => value.toFixed(2)).join('/');

/** The first line a benchmark prints: the machine as it found it. */
export function describeVerdict({ busy, idle, load }: Verdict): string {
  const seen = `idle ${(idle * 100).toFixed(0)} % over ${SAMPLE_SECONDS} s, load ${loadText(load)}`;
  return busy ? `machine busy (${seen}): nothing below is a result` : `machine quiet (${seen})`;
}

/** A line as a run prints it: on a busy machine, marked on the line itself, so no copy loses it. */
export const marked = (busy: boolean, line: string) => (busy ? `${NOT_A_RESULT} ${line}` : line);

async function cpuTimes(): Promise<CpuTimes> {
  return parseProcStat(await readFile('/proc/stat', 'utf8'));
}

/** Samples the machine for three seconds. */
export async function lookAtMachine(): Promise<Verdict> {
  const before = await cpuTimes();
  await sleep(SAMPLE_SECONDS * 1000);
  return verdictOf(idleShare(before, await cpuTimes()), loadavg());
}

/**
 * Runs a benchmark's `main` after looking at the machine. On a busy machine every line the
 * benchmark's process prints (console.log and console.info) carries `NOT_A_RESULT`, and the run
 * ends with a line saying so; the load average is printed before and after. A failure prints
 * "`name`: failed" and still exits 0, as every benchmark does.
 */
export async function benchmark(name: string, main: () => Promise<void>): Promise<void> {
  const verdict = await lookAtMachine();
  const print = console.log.bind(console);
  print(describeVerdict(verdict));
  if (verdict.busy) {
    console.log = (...args: unknown[]) => print(marked(true, format(...args)));
    console.info = console.log;
  }
  try {
    await main();
  } catch (error) {
    console.error(error);
    console.log(`${name}: failed (see above)`);
  } finally {
    print(`load average after: ${loadText(loadavg())}`);
    if (verdict.busy) {
      print(
        `NOT A RESULT: machine busy (idle ${(verdict.idle * 100).toFixed(0)} % over ${SAMPLE_SECONDS} s at the start)`,
      );
    }
    process.exitCode = 0;
  }
}
