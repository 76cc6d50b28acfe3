import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { signUp, signUpInput, waitForMail } from '../../test/accounts';
import { registerCompression } from './compression';

const script = `console.log(${JSON.stringify('Vüsal '.repeat(2000))});`;

/** A build as apps/web's precompress plugin leaves it: each asset with its .br and .gz. */
function precompressedDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vusal-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Vüsal</title>');
  const file = path.join(dir, 'assets', 'index-abc123.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  return dir;
}

describe('compression (issue 7 C1)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ WEB_DIST_DIR: precompressedDist() });
  });
  afterAll(() => ctx.close());

  const get = (url: string, encoding?: string) =>
    ctx.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('serves the precompressed asset the browser accepts, with Vary: Accept-Encoding', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(script))).toBe(true);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses JSON answers above the threshold, and leaves small ones alone', async () => {
    const input = signUpInput();
    await signUp(ctx, input);
    await waitForMail(ctx, input.email, 'confirm-email');

    const outbox = await get('/api/dev/outbox', 'br, gzip');
    expect(outbox.statusCode).toBe(200);
    expect(outbox.headers['content-encoding']).toBe('br');
    expect(outbox.headers.vary).toMatch(/accept-encoding/i);
    expect(outbox.headers['x-content-type-options']).toBe('nosniff');

    const live = await get('/api/health/live', 'br, gzip');
    expect(live.headers['content-encoding']).toBeUndefined();
    expect(live.json()).toEqual({ status: 'ok' });
  });
});

describe('compressing an answer (decision 071)', () => {
  const json = JSON.stringify({
    items: Array.from({ length: 100 }, (_, n) => ({ n, name: 'Aysel' })),
  });
  const big = 'Vüsal '.repeat(20_000);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerCompression(app);
    app.get('/json', () => JSON.parse(json) as unknown);
    app.get('/small', () => ({ ok: true }));
    app.get('/png', (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
    app.get('/events', (_request, reply) =>
      reply.type('text/event-stream').send('data: x\n\n'.repeat(300)),
    );
    app.get('/big', (_request, reply) => reply.type('text/plain').send(big));
    app.get('/stream', (_request, reply) =>
      reply.type('text/csv').send(Readable.from(['a,b\n'.repeat(500), 'c,d\n'.repeat(500)])),
    );
    app.get('/encoded', (_request, reply) =>
      reply.type('application/json').header('content-encoding', 'gzip').send(gzipSync(json)),
    );
    app.get('/varied', (_request, reply) => reply.header('vary', 'origin').send(JSON.parse(json)));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('compresses a JSON answer in place, with its length, in the encoding the browser prefers', async () => {
    const br = await get('/json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);

    for (const accept of ['gzip', 'br;q=0, gzip', 'x-gzip', '*;q=0.5']) {
      const gz = await get('/json', accept);
      expect(gz.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(json);
    }
  });

  it('leaves alone what the browser cannot read, what is small, and what is not compressible', async () => {
    for (const [url, accept] of [
      ['/json', undefined],
      ['/json', 'identity'],
      ['/json', 'deflate'],
      ['/small', 'br'],
      ['/png', 'br'],
      ['/events', 'br'],
    ] as const) {
      const answer = await get(url, accept);
      expect(answer.headers['content-encoding'], `${url} ${accept}`).toBeUndefined();
      expect(answer.headers.vary, `${url} ${accept}`).toBeUndefined();
    }
    const encoded = await get('/encoded', 'br');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(encoded.rawPayload).toString()).toBe(json);
  });

  it('streams what is large or a stream already', async () => {
    const large = await get('/big', 'br');
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(large.rawPayload).toString()).toBe(big);

    const stream = await get('/stream', 'gzip');
    expect(stream.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(stream.rawPayload).toString()).toBe(
      'a,b\n'.repeat(500) + 'c,d\n'.repeat(500),
    );
  });

  it('adds to a Vary the route set', async () => {
    const varied = await get('/varied', 'br');
    expect(varied.headers.vary).toBe('origin, accept-encoding');
  });
});
