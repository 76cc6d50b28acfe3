import { mkdtemp, rm, stat } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { describeStorageContract } from '../../../test/fixtures/storage-contract';
import { randomKey } from './random-key';
import { createS3Storage } from './s3-storage';

// The S3 wire protocol on 127.0.0.1 (s3rver, pure JavaScript). It does not verify SigV4
// signatures, so credentials are exercised only as far as the SDK signing the requests.
const bucket = 'vusal-test';
let server: S3rver;
let endpoint: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vusal-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dataDir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  showWholeObjectsOnly(store());
});

afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const makeStorage = (options: { bucket?: string; idleConnectionMs?: number } = {}) =>
  createS3Storage({
    ...options,
    bucket: options.bucket ?? bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });

describeStorageContract('s3', () => makeStorage());

describe('s3 storage', () => {
  it('should surface errors other than a missing key', async () => {
    const key = randomKey('photos', 'jpg');
    await expect(makeStorage({ bucket: 'no-such-bucket' }).get(key)).rejects.toThrow(
      /bucket does not exist/,
    );
  });

  it('leaves no object behind when the body proves short after the service began storing it', async () => {
    const storage = makeStorage();
    const key = randomKey('attachments', 'pdf');
    // The body ends only once s3rver has created the object's file: the cut-short upload is
    // then surely one the service had begun to store, not one refused before it arrived.
    const body = new Readable({ read() {} });
    body.push(Buffer.from('too short'));
    void (async () => {
      while (!(await store().existsObject(bucket, key))) await sleep(5);
      body.push(null);
    })();
    await expect(
      storage.putStream(key, { body, contentType: 'application/pdf', size: 100 }),
    ).rejects.toThrow(/9 bytes arrived, 100 announced/);
    expect(await storage.get(key)).toBeNull();
  });

  it('sends requests on the connection it keeps alive while it is fresh', async () => {
    const opened = connectionsOpened();
    const storage = makeStorage();
    const key = randomKey('photos', 'jpg');
    await storage.put(key, Buffer.from('kept'), 'image/jpeg');
    expect(await text((await storage.get(key))!.body)).toBe('kept');
    await storage.delete(key);
    expect(opened.count()).toBe(1);
  });

  it('does not send a request on a connection the service may have closed (ECONNRESET)', async () => {
    const opened = connectionsOpened();
    const storage = makeStorage({ idleConnectionMs: 50 });
    await storage.put(randomKey('photos', 'jpg'), Buffer.from('first'), 'image/jpeg');
    await sleep(100);
    // The service closes its idle connections as the upload leaves, and the client cannot see
    // it: so it goes when a restore of the embedded database holds the event loop for longer
    // than the service's keep-alive. A streamed upload cannot be sent again.
    httpServer().closeIdleConnections();
    const key = randomKey('photos', 'jpg');
    const body = Buffer.from('after a long restore');
    await storage.putStream(key, {
      body: Readable.from([body]),
      contentType: 'image/jpeg',
      size: body.length,
    });
    expect(await text((await storage.get(key))!.body)).toBe('after a long restore');
    expect(opened.count()).toBe(2);
  });
});

const httpServer = () => (server as unknown as { httpServer: Server }).httpServer;

/** The parts of s3rver's (untyped) file store these tests reach. */
type S3rverStore = {
  getMetadata(bucket: string, key: string): Promise<unknown>;
  existsObject(bucket: string, key: string): Promise<boolean>;
  getResourcePath(bucket: string, key: string, resource: string): string;
};
const store = () => (server as unknown as { store: S3rverStore }).store;

/**
 * S3 stores an upload whole or not at all. s3rver creates an object's file as the upload starts
 * and writes its metadata once the body has ended, and an upload cut short leaves the file behind,
 * which it then serves (empty or partial): here an object counts only once its metadata is
 * written. Every read of an object (get, head, list) goes through `getMetadata`.
 */
function showWholeObjectsOnly(files: S3rverStore) {
  const getMetadata = files.getMetadata.bind(files);
  files.getMetadata = async (bucket, key) => {
    // Throws ENOENT, as s3rver's own check for the object's file does, for a key never stored.
    await stat(files.getResourcePath(bucket, key, 'metadata.json'));
    return getMetadata(bucket, key);
  };
}

/** Counts the connections the test's S3 accepts from now until the end of the test. */
function connectionsOpened() {
  let count = 0;
  const opened = () => (count += 1);
  httpServer().on('connection', opened);
  onTestFinished(() => void httpServer().off('connection', opened));
  return { count: () => count };
}
