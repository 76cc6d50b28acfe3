import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { signUp, signUpInput, waitForMail } from '../../test/accounts';

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
