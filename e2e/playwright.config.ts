import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { installedBrowser } from './browser';
import { isTurnInstalled, newTurnSecret, turnServer } from './turn';

/**
 * Workers re-evaluate this file, so the free port and the data directory are chosen once by
 * the main process and handed down through the environment.
 */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

const browserPath = installedBrowser();

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'vusal-e2e-'));

// Issue 40: the calls' relay, when Debian's coturn is installed (the calls spec skips without).
if (isTurnInstalled()) {
  process.env.E2E_TURN_PORT ??= freePort();
  process.env.E2E_TURN_SECRET ??= newTurnSecret();
}
const turn = process.env.E2E_TURN_PORT
  ? turnServer(process.env.E2E_TURN_PORT, process.env.E2E_TURN_SECRET!)
  : null;

const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');

/**
 * Specs whose behaviour does not depend on the layout run on the desktop only (decision 060): a
 * spec runs on the phone too only where the phone has a code path or an interaction of its own
 * (the tab bar, the chat's list-or-thread on a narrow screen, the card stack's swipe, the public
 * header's menu, the admin's member cards, zoom and reflow); the signed-in sweep checks every
 * other page's phone layout. A spec with one such test among many keeps only that test on the
 * phone, with `test.skip(testInfo.project.name === 'mobile', …)` in each of the others.
 */
const layoutIndependent = [
  'account-access',
  'account-deletion',
  'account-passwords',
  'admin-preview',
  'blocked-people',
  'browse-focus',
  'browse-undo',
  'calls',
  'chat-safety',
  'compatibility-match',
  'compatibility-questions',
  'data-export',
  'edit-profile',
  'family-invitation',
  'installable',
  'keyboard',
  'marked-messages',
  'match-percentage',
  'moderation',
  'onboarding',
  'photo-discretion',
  'photo-needed',
  'photos',
  'preferences',
  'profile',
  'profile-rejection',
  'push',
  'reports',
  'safety-dialogs',
  'sign-up-validation',
  'slow-network',
  'small-things',
  'staff-protection',
  'verification-queue',
  'verification-required',
  'visitors',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    // Recording a trace costs every test a third of its time on two cores; the retry records it.
    trace: 'on-first-retry',
    // Each fresh context installed the service worker, whose precaching slowed that context's
    // next page load by about a second. The specs about the worker (installable, push, the
    // offline chats of photo-discretion) allow it; `contextOptions()` hands this to the contexts
    // a test opens itself.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The compositor's GPU thread inside the browser's process, one process fewer per
        // browser: less CPU in three of four paired runs (docs/testing.md).
        '--in-process-gpu',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      testIgnore: layoutIndependent,
    },
  ],
  webServer: [
    ...(turn ? [turn.webServer] : []),
    {
      command: 'node scripts/start.mjs',
      cwd: root,
      url: `${baseURL}/api/health/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: port,
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'admin@e2e.vusal.test',
        ADMIN_PASSWORD: 'E2eAdminPassw0rd',
        // Every spec signs people up from one address; the limit stays on, sized for the suite.
        AUTH_RATE_LIMIT_PER_MINUTE: '600',
        ...turn?.env,
      },
    },
  ],
});
