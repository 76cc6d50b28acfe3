import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

/** Debian's package of Chromium's headless shell: what the browser suite runs on. */
export const BROWSER_PACKAGE = 'chromium-headless-shell';

/**
 * Debian's Chromium, never a downloaded browser (STACK-NOTES 12): its headless shell, which is
 * what Playwright itself runs headless (no browser UI: a third less CPU on this suite), or the
 * full browser where only that is installed.
 */
export const DEBIAN_BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export type BrowserProbe = {
  env: NodeJS.ProcessEnv;
  exists: (file: string) => boolean;
  candidates?: readonly string[];
};

/** `CHROMIUM_PATH` when set, else the first Debian browser installed. */
export function findBrowser({ env, exists, candidates = DEBIAN_BROWSERS }: BrowserProbe) {
  return env.CHROMIUM_PATH || candidates.find((file) => exists(file));
}

/** The browser the suite launches on this machine (the Playwright config's choice). */
export const installedBrowser = () => findBrowser({ env: process.env, exists: existsSync });

/** Whether `command` is an executable file in one of `PATH`'s directories. */
export function isOnPath(command: string, env: NodeJS.ProcessEnv): boolean {
  return (env.PATH ?? '').split(path.delimiter).some((dir) => {
    if (!dir) return false;
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export type EnsureBrowser = BrowserProbe & {
  isRoot: boolean;
  /** Runs a command to its end; true when it exited 0. */
  run: (command: string, args: string[]) => boolean;
  say: (line: string) => void;
};

export type BrowserCheck = { browser: string } | { problem: string };

const installHint =
  `No browser for the browser tests: install Debian's ${BROWSER_PACKAGE} ` +
  `(sudo apt-get install ${BROWSER_PACKAGE}), or set CHROMIUM_PATH to a Chromium.`;

/**
 * Before the browser suite: a browser, or one line saying what to install. Run as root where
 * apt-get exists (a fresh container, CI), it installs Debian's package itself, so the README's
 * two commands stay the whole set-up; anyone else is told at once, not by 200 failing tests.
 */
export function ensureBrowser(deps: EnsureBrowser): BrowserCheck {
  const { env, exists } = deps;
  if (env.CHROMIUM_PATH && !exists(env.CHROMIUM_PATH))
    return { problem: `CHROMIUM_PATH is ${env.CHROMIUM_PATH}, which does not exist.` };
  const found = findBrowser(deps);
  if (found) return { browser: found };
  if (!deps.isRoot || !isOnPath('apt-get', env)) return { problem: installHint };

  deps.say(`No browser for the browser tests: installing Debian's ${BROWSER_PACKAGE}.`);
  const installed =
    deps.run('apt-get', ['update']) &&
    deps.run('apt-get', ['install', '-y', '--no-install-recommends', BROWSER_PACKAGE]);
  const browser = installed ? findBrowser(deps) : undefined;
  return browser
    ? { browser }
    : { problem: `apt-get could not install ${BROWSER_PACKAGE}; install it and run again.` };
}
