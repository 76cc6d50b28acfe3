import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});

afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const makeStorage = (options: { bucket?: string } = {}) =>
  createS3Storage({
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
});
