import { describe, expect, it } from 'vitest';
import { benchmarks } from './all.mjs';
import packageJson from './package.json' with { type: 'json' };

const nothing = () => false;

describe('npm run bench: every benchmark (issue 21 section 6)', () => {
  it('names every benchmark script of the workspace, and runs only what it can', () => {
    const own = Object.keys(packageJson.scripts).filter((script) => script !== 'bench');
    const planned = benchmarks({}, nothing).map((bench) => bench.script);
    expect(new Set(planned)).toEqual(new Set(own));
  });

  it('skips, with what it needs, only what needs Redis, PostgreSQL, Chromium or Artillery', () => {
    const skipped = (env: Record<string, string>, exists: (file: string) => boolean) =>
      benchmarks(env, exists)
        .filter((bench) => bench.missing)
        .map((bench) => `${bench.name}: ${bench.missing}`);
    expect(skipped({}, nothing)).toEqual([
      'P10 Lighthouse: Chromium at /usr/bin/chromium (set CHROME_PATH)',
      'P12 best match: PostgreSQL (set BENCH_DATABASE_URL)',
      'P14 calls: coturn at /usr/bin/turnserver and Chromium (apt-get install coturn chromium-headless-shell)',
      'P6 chat, two nodes over Redis: Redis (set BENCH_REDIS_URL)',
      'P11 capacity: Artillery, installed on first use (set BENCH_CAPACITY=1)',
      'P8 idle sockets: PostgreSQL shared with the server process (set BENCH_DATABASE_URL)',
    ]);
    const everything = {
      CHROME_PATH: '/opt/chrome',
      BENCH_REDIS_URL: 'redis://127.0.0.1:6379/3',
      BENCH_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      BENCH_CAPACITY: '1',
    };
    const installed = ['/opt/chrome', '/usr/bin/turnserver', '/usr/bin/chromium-headless-shell'];
    expect(skipped(everything, (file) => installed.includes(file))).toEqual([]);
  });
});
