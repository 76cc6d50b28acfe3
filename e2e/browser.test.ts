import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_PACKAGE, ensureBrowser, type EnsureBrowser } from './browser';

/** A directory standing in for PATH, with the named commands as executable shell scripts. */
function fakePath(commands: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vusal-path-'));
  for (const [name, script] of Object.entries(commands)) {
    const file = path.join(dir, name);
    writeFileSync(file, `#!/bin/sh\n${script}\n`);
    chmodSync(file, 0o755);
  }
  return dir;
}

/** A machine without any browser: the candidates are files in an empty directory. */
function machine(overrides: Partial<EnsureBrowser> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vusal-usr-bin-'));
  const candidates = ['chromium-headless-shell', 'chromium'].map((name) => path.join(dir, name));
  const said: string[] = [];
  const ran: string[] = [];
  const deps: EnsureBrowser = {
    env: { PATH: fakePath({}) },
    exists: existsSync,
    candidates,
    isRoot: false,
    run: (command, args) => {
      ran.push([command, ...args].join(' '));
      const result = spawnSync(command, args, { env: deps.env, stdio: 'ignore' });
      return result.status === 0;
    },
    say: (line) => said.push(line),
    ...overrides,
  };
  return { deps, candidates, said, ran };
}

describe('a browser before the browser suite (issue 21 section 6)', () => {
  it('takes the headless shell, else the full browser, else CHROMIUM_PATH first of all', () => {
    const { deps, candidates, ran } = machine();
    writeFileSync(candidates[1]!, '');
    expect(ensureBrowser(deps)).toEqual({ browser: candidates[1] });
    writeFileSync(candidates[0]!, '');
    expect(ensureBrowser(deps)).toEqual({ browser: candidates[0] });
    const own = path.join(path.dirname(candidates[0]!), 'my-chrome');
    writeFileSync(own, '');
    expect(ensureBrowser({ ...deps, env: { ...deps.env, CHROMIUM_PATH: own } })).toEqual({
      browser: own,
    });
    expect(ran).toEqual([]);
  });

  it('stops with one line naming the package when it may not install one', () => {
    const withAptGet = { PATH: fakePath({ 'apt-get': 'exit 0' }) };
    for (const deps of [
      machine({ isRoot: false, env: withAptGet }).deps,
      machine({ isRoot: true }).deps,
    ]) {
      const check = ensureBrowser(deps);
      expect(check).toEqual({ problem: expect.stringContaining(BROWSER_PACKAGE) });
      expect('problem' in check && check.problem).not.toContain('\n');
    }
  });

  it('installs Debian’s package as root with apt-get, then uses it', () => {
    const { deps, candidates, ran, said } = machine({ isRoot: true });
    deps.env = {
      PATH: fakePath({
        'apt-get': `[ "$1" = install ] && [ "$4" = ${BROWSER_PACKAGE} ] && : > ${candidates[0]}; exit 0`,
      }),
    };
    expect(ensureBrowser(deps)).toEqual({ browser: candidates[0] });
    expect(ran).toEqual([
      'apt-get update',
      `apt-get install -y --no-install-recommends ${BROWSER_PACKAGE}`,
    ]);
    expect(said).toEqual([expect.stringContaining(BROWSER_PACKAGE)]);
  });

  it('stops when apt-get fails, or installs nothing usable', () => {
    for (const script of ['exit 100', 'exit 0']) {
      const { deps, ran } = machine({
        isRoot: true,
        env: { PATH: fakePath({ 'apt-get': script }) },
      });
      expect(ensureBrowser(deps)).toEqual({ problem: expect.stringContaining(BROWSER_PACKAGE) });
      expect(ran.length).toBeGreaterThan(0);
    }
  });

  it('refuses a CHROMIUM_PATH that points at nothing, without installing', () => {
    const { deps, ran } = machine({
      isRoot: true,
      env: { PATH: fakePath({ 'apt-get': 'exit 0' }), CHROMIUM_PATH: '/nowhere/chromium' },
    });
    expect(ensureBrowser(deps)).toEqual({ problem: expect.stringContaining('/nowhere/chromium') });
    expect(ran).toEqual([]);
  });

  it('as a command: one line on stderr and exit 1, at once', () => {
    const started = Date.now();
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'ensure-browser.ts')],
      { env: { ...process.env, CHROMIUM_PATH: '/nowhere/chromium' }, encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'CHROMIUM_PATH is /nowhere/chromium, which does not exist.',
    ]);
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
