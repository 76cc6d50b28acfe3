import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ArtilleryReport } from './capacity-verdict';

// Artillery lives in bench/capacity with a lock file of its own, outside the workspaces: it
// brings some 970 packages (590 MB) that nothing else needs, so the root install skips it.
const folder = fileURLToPath(new URL('../capacity/', import.meta.url));
const bin = `${folder}node_modules/artillery/bin/run`;

/** Installs bench/capacity's pinned Artillery when it is missing (a first run takes minutes). */
export function ensureArtillery() {
  if (existsSync(bin)) return;
  console.log('  installing artillery@2.0.21 into bench/capacity (first run only)');
  const result = spawnSync(
    'npm',
    ['ci', '--prefix', folder, '--no-audit', '--no-fund', '--ignore-scripts'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('npm ci in bench/capacity failed');
}

export type ArtilleryRun = {
  target: string;
  /** Members arriving a second, for `seconds`; each stays until the ramp ends. */
  rate: number;
  seconds: number;
  /** The CSV of seeded members (token, matchId), one per arrival. */
  payload: string;
  /** Where the JSON report and Artillery's console output go. */
  output: string;
  log: string;
};

/** Runs scenario.yml against `target` in a process of its own; answers its JSON report. */
export async function runArtillery(run: ArtilleryRun): Promise<ArtilleryReport> {
  const overrides = {
    config: {
      phases: [{ duration: run.seconds, arrivalRate: run.rate, name: 'ramp' }],
      // A list, as Artillery keeps it once it has read the script: the path stays as given.
      payload: [
        { path: run.payload, fields: ['token', 'matchId'], order: 'sequence', skipHeader: true },
      ],
    },
  };
  const child = spawn(
    process.execPath,
    [
      bin,
      'run',
      `${folder}scenario.yml`,
      '--target',
      run.target,
      '--output',
      run.output,
      '--overrides',
      JSON.stringify(overrides),
    ],
    {
      cwd: folder,
      env: {
        ...process.env,
        ARTILLERY_DISABLE_TELEMETRY: 'true',
        CAPACITY_SECONDS: String(run.seconds),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log = createWriteStream(run.log);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (!existsSync(run.output)) throw new Error(`artillery exited with ${code}; see ${run.log}`);
  return JSON.parse(readFileSync(run.output, 'utf8')) as ArtilleryReport;
}
