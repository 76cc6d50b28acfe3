import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf, phpScript, photo } from '../../../test/fixtures/media-fixtures';
import { AppError } from '../../errors/app-error';
import { registerErrorHandler } from '../../errors/error-handler';
import { createLocalStorage } from '../../infra/storage/local-storage';
import { createMediaService } from './media.service';
import type { StoredUpload } from './media.types';
import { storedObjectHeaders } from './stored-object-headers';
import { chatAttachmentPolicy, profilePhotoPolicy } from './upload-policies';

// The pipeline behind a real @fastify/multipart parser and the app's error handler, wired the
// way upload routes use it. Multipart's own file limit is set low here to show that a file it
// cuts short is refused too.
const multipartFileLimit = 1024 * 1024;
let app: FastifyInstance;
let sandbox: string;

beforeAll(async () => {
  sandbox = await mkdtemp(path.join(tmpdir(), 'vusal-multipart-'));
  const storage = createLocalStorage(sandbox);
  const media = createMediaService({ storage });
  const uploads = new Map<string, StoredUpload>();

  app = Fastify();
  registerErrorHandler(app);
  await app.register(multipart, { limits: { fileSize: multipartFileLimit, files: 1 } });
  app.post<{ Params: { kind: string } }>('/uploads/:kind', async (request, reply) => {
    const part = await request.file();
    if (!part) throw new AppError('BAD_REQUEST');
    const policy = request.params.kind === 'photo' ? profilePhotoPolicy : chatAttachmentPolicy;
    const stored = await media.store(part.file, policy, part.filename);
    uploads.set(stored.key, stored);
    return reply.status(201).send(stored);
  });
  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const upload = uploads.get(request.params['*']);
    const object = upload && (await storage.get(upload.key));
    if (!upload || !object) throw new AppError('NOT_FOUND');
    return reply.headers(storedObjectHeaders(object, upload.fileName)).send(object.body);
  });
});

afterAll(async () => {
  await app.close();
  await rm(sandbox, { recursive: true, force: true });
});

function post(kind: string, fileName: string, declaredType: string, bytes: Buffer) {
  const boundary = '----vusal-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${declaredType}\r\n\r\n`,
  );
  return app.inject({
    method: 'POST',
    url: `/uploads/${kind}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

describe('uploads through multipart', () => {
  it('should answer 415 to a PHP script sent as image/jpeg named .jpg', async () => {
    const response = await post('photo', 'avatar.jpg', 'image/jpeg', phpScript);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'errors.UNSUPPORTED_MEDIA_TYPE',
        requestId: expect.any(String),
      },
    });
  });

  it('should answer 413 to a file that multipart cut at its own limit', async () => {
    const response = await post(
      'chat',
      'big.pdf',
      'application/pdf',
      Buffer.alloc(2 * multipartFileLimit),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('should store a photo and serve it inline', async () => {
    const response = await post('photo', 'me.png', 'application/octet-stream', await photo('png'));
    expect(response.statusCode).toBe(201);
    const { key } = response.json<StoredUpload>();

    const served = await app.inject({ method: 'GET', url: `/files/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline; filename="me.png"',
      'x-content-type-options': 'nosniff',
    });
  });

  it('should serve a chat PDF as a sandboxed download under its original name', async () => {
    // As a browser sends it: HTML's form-data encoding writes `"` as `%22`.
    const response = await post('chat', 'résumé %22x%22.pdf', 'image/png', minimalPdf);
    expect(response.statusCode).toBe(201);
    const { key, fileName } = response.json<StoredUpload>();
    expect(key).not.toContain('sum');
    expect(fileName).toBe('résumé "x".pdf');

    const served = await app.inject({ method: 'GET', url: `/files/${key}` });
    expect(served.rawPayload.equals(minimalPdf)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(minimalPdf.length),
      'content-disposition': 'attachment; filename="résumé \\"x\\".pdf"',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
    });
  });

  it('should answer 415 to a PDF sent as a profile photo', async () => {
    const response = await post('photo', 'me.jpg', 'image/jpeg', minimalPdf);
    expect(response.statusCode).toBe(415);
  });
});
