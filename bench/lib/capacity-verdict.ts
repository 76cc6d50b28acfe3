// P11's reading of Artillery's JSON report (`artillery run --output`): its 10-second windows,
// each with the members on the site at its end and whether the site still met the goal.

/** What one Artillery window (an `intermediate` entry) carries that P11 reads. */
export type ArtilleryWindow = {
  period?: number | string;
  counters: Record<string, number>;
  summaries: Record<string, { count: number; mean: number; p99: number } | undefined>;
};

export type ArtilleryReport = { intermediate: ArtilleryWindow[] };

/** P11's goal (PERFORMANCE.md): average API time, p99 and the share of server errors. */
export const P11_GOAL = { meanMs: 100, p99Ms: 2000, failedShare: 0.00025 } as const;

export type CapacityWindow = {
  /** Members on the site when the window closed. */
  members: number;
  /** HTTP requests answered and messages acknowledged (or failed) in the window. */
  calls: number;
  /** The calls with a time: every answer, 5xx included, and every acknowledgement. */
  timed: number;
  /** 5xx answers, and calls that failed without one (timeouts, refused, negative acks). */
  failed: number;
  meanMs: number;
  p99Ms: number;
  /** Whether a member left because the ramp ended: the window after the ramp. */
  leaving: boolean;
  faults: string[];
};

const HTTP = 'http.response_time';
const ACK = 'socketio.response_time';

const sumOf = (counters: Record<string, number>, test: (name: string) => boolean) =>
  Object.entries(counters)
    .filter(([name]) => test(name))
    .reduce((total, [, value]) => total + value, 0);

/**
 * Each window's members and figures. The API time is HTTP's and the acknowledgement's
 * together: the mean weighted by their counts, the p99 the larger of the two (a report keeps no
 * merged distribution, so this is the bound the goal is checked against).
 */
export function windowsOf(report: ArtilleryReport): CapacityWindow[] {
  let members = 0;
  return report.intermediate.map((window) => {
    const { counters, summaries } = window;
    const completed = counters['vusers.completed'] ?? 0;
    members += (counters['vusers.created'] ?? 0) - completed - (counters['vusers.failed'] ?? 0);
    const timed = [summaries[HTTP], summaries[ACK]].filter((s) => s !== undefined && s.count > 0);
    const count = timed.reduce((total, s) => total + s!.count, 0);
    // A 5xx answer was timed. A call that timed out, was refused or got a negative ack was not,
    // and ends its member (Artillery fails the virtual user); a timeout within the Socket.IO
    // engine shows only as that failed member, so each failed member is one failed call.
    const errors = Math.max(
      counters['vusers.failed'] ?? 0,
      sumOf(counters, (name) => name.startsWith('errors.')),
    );
    const failed = sumOf(counters, (name) => /^http\.codes\.5\d\d$/.test(name)) + errors;
    const meanMs = count ? timed.reduce((total, s) => total + s!.mean * s!.count, 0) / count : 0;
    const p99Ms = Math.max(0, ...timed.map((s) => s!.p99));
    const figures = {
      members,
      calls: count + errors,
      timed: count,
      failed,
      meanMs,
      p99Ms,
      leaving: completed > 0,
    };
    return { ...figures, faults: faultsOf(figures) };
  });
}

/**
 * Two nodes' reports as one site's: windows of the same period added up (members, calls,
 * failures), the mean weighted by calls, the p99 the larger one.
 */
export function mergeReports(reports: ArtilleryReport[]): CapacityWindow[] {
  const byPeriod = new Map<string, CapacityWindow[]>();
  for (const report of reports) {
    const windows = windowsOf(report);
    report.intermediate.forEach((window, n) => {
      const key = String(window.period ?? n);
      byPeriod.set(key, [...(byPeriod.get(key) ?? []), windows[n]!]);
    });
  }
  return [...byPeriod.entries()]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, parts]) => {
      const calls = parts.reduce((total, w) => total + w.calls, 0);
      const timed = parts.reduce((total, w) => total + w.timed, 0);
      const merged = {
        members: parts.reduce((total, w) => total + w.members, 0),
        calls,
        timed,
        failed: parts.reduce((total, w) => total + w.failed, 0),
        meanMs: timed ? parts.reduce((total, w) => total + w.meanMs * w.timed, 0) / timed : 0,
        p99Ms: Math.max(0, ...parts.map((w) => w.p99Ms)),
        leaving: parts.some((w) => w.leaving),
        faults: [] as string[],
      };
      return { ...merged, faults: faultsOf(merged) };
    });
}

function faultsOf(window: Omit<CapacityWindow, 'faults'>): string[] {
  const faults: string[] = [];
  if (window.meanMs >= P11_GOAL.meanMs) faults.push(`mean ${window.meanMs.toFixed(0)} ms`);
  if (window.p99Ms >= P11_GOAL.p99Ms) faults.push(`p99 ${window.p99Ms.toFixed(0)} ms`);
  if (window.calls > 0 && window.failed / window.calls >= P11_GOAL.failedShare)
    faults.push(`${window.failed} of ${window.calls} failed`);
  return faults;
}

export type CapacityVerdict = {
  /** The most members on the site at the end of a window that met the goal, before any missed it. */
  held: number;
  /** The first window that missed the goal during the ramp, if one did. */
  broke?: CapacityWindow;
  /** The most members the ramp reached. */
  reached: number;
};

/**
 * Reads the ramp: windows in order until the members start leaving; the capacity is the
 * members of the last window that met the goal before the first that missed it (a site that
 * held everyone the ramp brought did not break, and its figure is a lower bound). The first
 * window with calls is the node's warm-up (compiling, opening pools, the first connections):
 * printed, not judged.
 */
export function verdictOf(windows: CapacityWindow[]): CapacityVerdict {
  const end = windows.findIndex((w) => w.leaving);
  const ramp = end === -1 ? windows : windows.slice(0, end);
  let held = 0;
  const warmUp = ramp.findIndex((w) => w.calls > 0);
  for (const [n, window] of ramp.entries()) {
    if (n <= warmUp) continue;
    if (window.faults.length > 0) return { held, broke: window, reached: maxMembers(ramp) };
    held = Math.max(held, window.members);
  }
  return { held, reached: maxMembers(ramp) };
}

const maxMembers = (windows: CapacityWindow[]) => Math.max(0, ...windows.map((w) => w.members));
