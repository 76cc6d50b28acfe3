import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBrowser, isOnPath } from './browser';
import { ensureTurn, isTurnInstalled } from './turn';

// `npm test` and `npm run test:e2e` run this before anything else (issue 21 section 6).
const isRoot = process.getuid?.() === 0;
const run = (command: string, args: string[]) =>
  spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status === 0;
const say = (line: string) => console.log(line);

const check = ensureBrowser({ env: process.env, exists: existsSync, isRoot, run, say });

if ('problem' in check) {
  console.error(check.problem);
  process.exit(1);
}

// The calls' relay (coturn) is wanted, not required: without it the relay tests skip.
ensureTurn({
  isInstalled: isTurnInstalled,
  canInstall: isRoot && isOnPath('apt-get', process.env),
  run,
  say,
});
