import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedPaths, registerSpa } from './spa';

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vusal-spa-'));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  };
  write('index.html', '<div id="root"></div>');
  write('prerendered/index.html', '<h1>Landing en</h1>');
  write('prerendered/az/index.html', '<h1>Landing az</h1>');
  write('prerendered/az/faq/index.html', '<h1>FAQ az</h1>');
  write('sw.js', 'self');
  return dir;
}

describe('SPA plugin with prerendered pages', () => {
  const dist = fakeBuild();
  const app = Fastify();

  beforeAll(async () => {
    await registerSpa(app, dist);
    await app.ready();
  });
  afterAll(() => app.close());

  it('finds every prerendered page path', () => {
    expect([...prerenderedPaths(dist)].sort()).toEqual(['/', '/az', '/az/faq']);
  });

  it.each([
    ['/', 'Landing en'],
    ['/az', 'Landing az'],
    ['/az/', 'Landing az'],
    ['/az/faq?utm=x', 'FAQ az'],
  ])('answers %s with its prerendered HTML', async (url, text) => {
    const page = await app.inject(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(text);
  });

  it('answers other pages with the empty shell', async () => {
    for (const url of ['/dashboard', '/az/dashboard', '/faq']) {
      expect((await app.inject(url)).body).toBe('<div id="root"></div>');
    }
  });

  it('never serves the prerendered files under their build path', async () => {
    expect((await app.inject('/prerendered/az/index.html')).statusCode).toBe(404);
  });

  it('serves the service worker uncached, so a deploy is noticed', async () => {
    const worker = await app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });
});
