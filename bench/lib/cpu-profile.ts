// Issue 35, items 1 and 5: where the server's CPU goes during a benchmark's run. The app runs in
// the benchmark's own process (its clients in another), so the inspector's profiler, started
// just before the run and stopped just after it, sees the server's work and nothing of the
// seeding or the callers. `BENCH_CPU_PROFILE=file.cpuprofile` writes the profile (Chrome's
// DevTools and speedscope open it) and prints the shares by part of the stack.
import { writeFile } from 'node:fs/promises';
import { Session, type Profiler } from 'node:inspector';

type Node = Profiler.ProfileNode;

/**
 * The part of the stack a frame belongs to: a package of node_modules (scoped ones whole), the
 * app's own code by module folder, Node's internals, or what V8 names itself (garbage
 * collection, idle, the program outside JavaScript).
 */
export function partOf(url: string, functionName: string): string {
  if (!url) return functionName ? `(${functionName.replace(/^\(|\)$/g, '')})` : '(native)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first = '', second = ''] = url.slice(modules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const app = /\/apps\/server\/src\/(?:modules\/([^/]+)|([^/]+))/.exec(url);
  if (app) return `app:${app[1] ?? app[2]!.replace(/\.ts$/, '')}`;
  const shared = /\/packages\/shared\//.exec(url);
  return shared ? 'app:shared' : url.replace(/^file:\/\//, '');
}

export type Share = { part: string; share: number };

const functionOf = ({ callFrame }: Node) =>
  `${callFrame.functionName || '(anonymous)'} ${partOf(callFrame.url, callFrame.functionName)}:${callFrame.lineNumber + 1}`;

/**
 * Self time by `key` of the leaf frame (part of the stack by default), largest first: each
 * sample counts for the frame it was taken in.
 */
export function sharesOf(
  profile: Profiler.Profile,
  key: (node: Node) => string = (node) => partOf(node.callFrame.url, node.callFrame.functionName),
): Share[] {
  const byId = new Map<number, Node>(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map<string, number>();
  for (const id of profile.samples ?? []) {
    const node = byId.get(id);
    if (!node) continue;
    const part = key(node);
    counts.set(part, (counts.get(part) ?? 0) + 1);
  }
  const total = profile.samples?.length ?? 0;
  return [...counts]
    .map(([part, count]) => ({ part, share: total ? count / total : 0 }))
    .sort((a, b) => b.share - a.share);
}

export function describeShares(shares: Share[], top = 15): string {
  return shares
    .slice(0, top)
    .map(({ part, share }) => `  ${(share * 100).toFixed(1).padStart(5)} %  ${part}`)
    .join('\n');
}

/**
 * Starts the profiler when `file` is set; `stop()` writes the profile to `file` and answers the
 * shares' summary to print (empty when not profiling).
 */
export async function profileCpu(file: string | undefined) {
  if (!file) return { stop: async () => '' };
  const session = new Session();
  session.connect();
  const post = <T>(method: string, params?: object) =>
    new Promise<T>((resolve, reject) =>
      session.post(method, params, (error, result) =>
        error ? reject(error) : resolve(result as T),
      ),
    );
  await post('Profiler.enable');
  // 250 µs: fine enough for a path whose whole is a few milliseconds of CPU.
  await post('Profiler.setSamplingInterval', { interval: 250 });
  await post('Profiler.start');
  return {
    async stop(): Promise<string> {
      const { profile } = await post<{ profile: Profiler.Profile }>('Profiler.stop');
      session.disconnect();
      await writeFile(file, JSON.stringify(profile));
      return [
        `CPU profile of the server during the run (${file}), self time by part:`,
        describeShares(sharesOf(profile)),
        'by function:',
        describeShares(sharesOf(profile, functionOf), 12),
      ].join('\n');
    },
  };
}
