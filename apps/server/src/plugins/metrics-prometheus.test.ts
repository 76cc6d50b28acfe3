import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { listen } from '../modules/likes/discovery.test-support';

const PROMETHEUS = '/usr/bin/prometheus';

/** A port nobody listens on now, for Prometheus' own web address. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Sample = { metric: Record<string, string>; value: [number, string] };

/**
 * Issue 36, item 1: Debian's Prometheus scrapes two nodes on loopback (STACK-NOTES 24), as an
 * operator's would, and answers through its own HTTP API that both are up and what their
 * moderation queues wait.
 */
describe('Prometheus scrapes several nodes', () => {
  const nodes: TestApp[] = [];
  let prometheus: ChildProcess | undefined;
  afterAll(async () => {
    prometheus?.kill();
    await Promise.all(nodes.map((node) => node.close()));
  });

  async function query(base: string, promql: string): Promise<Sample[]> {
    const response = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const body = (await response.json()) as { data?: { result: Sample[] } };
    return body.data?.result ?? [];
  }

  async function until(base: string, promql: string, enough: (found: Sample[]) => boolean) {
    let found: Sample[] = [];
    for (let attempt = 0; attempt < 120 && !enough(found); attempt++) {
      await sleep(250);
      found = await query(base, promql).catch(() => []);
    }
    return found;
  }

  it('sees both nodes up and their oldest moderation item', async (context) => {
    if (!existsSync(PROMETHEUS)) {
      context.skip(`${PROMETHEUS} is absent (apt-get install -y prometheus)`);
    }
    const queueSummary = async () => [
      { queue: 'reports', size: 2, oldestWaitSeconds: 90_000 },
      { queue: 'appeals', size: 0, oldestWaitSeconds: null },
    ];
    for (let index = 0; index < 2; index++) nodes.push(await buildTestApp({}, { queueSummary }));
    const targets = await Promise.all(nodes.map((node) => listen(node)));

    const dir = mkdtempSync(path.join(tmpdir(), 'vusal-prometheus-'));
    const config = path.join(dir, 'prometheus.yml');
    const hosts = targets.map((url) => `'${new URL(url).host}'`).join(', ');
    writeFileSync(
      config,
      `global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: vusal\n    static_configs:\n      - targets: [${hosts}]\n`,
    );
    const address = `127.0.0.1:${await freePort()}`;
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${config}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=${address}`,
      ],
      { stdio: 'ignore' },
    );
    const base = `http://${address}`;

    const up = await until(
      base,
      'up',
      (found) => found.filter((s) => s.value[1] === '1').length === 2,
    );
    expect(up.map((sample) => sample.metric.instance).sort()).toEqual(
      targets.map((url) => new URL(url).host).sort(),
    );
    expect(up.every((sample) => sample.value[1] === '1')).toBe(true);

    const oldest = await until(
      base,
      'vusal_moderation_queue_oldest_seconds{queue="reports"}',
      (found) => found.length === 2,
    );
    expect(oldest.map((sample) => sample.value[1])).toEqual(['90000', '90000']);
  }, 60_000);
});
