// `npm start`: build the web app when its build is missing or older than its sources, then run
// the server (migrations and seed happen inside it) in this same process, so signals reach it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
].map((entry) => path.join(root, entry));

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

const isStale =
  !existsSync(builtIndex) ||
  statSync(builtIndex).mtimeMs < Math.max(...sources.map((entry) => newestMtime(entry)));

if (isStale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@vusal/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/server.ts'));
