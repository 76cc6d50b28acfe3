import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBrowser } from './browser';

// `npm test` and `npm run test:e2e` run this before anything else (issue 21 section 6).
const check = ensureBrowser({
  env: process.env,
  exists: existsSync,
  isRoot: process.getuid?.() === 0,
  run: (command, args) =>
    spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0,
  say: (line) => console.log(line),
});

if ('problem' in check) {
  console.error(check.problem);
  process.exit(1);
}
