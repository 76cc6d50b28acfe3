import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStorageContract, readAll } from '../../../test/fixtures/storage-contract';
import { createLocalStorage } from './local-storage';
import { randomKey } from './random-key';

let sandbox: string;

beforeAll(async () => {
  sandbox = await mkdtemp(path.join(tmpdir(), 'vusal-storage-'));
});

afterAll(async () => {
  await rm(sandbox, { recursive: true, force: true });
});

// The root does not exist yet: the storage creates it on the first put.
describeStorageContract('local', () => createLocalStorage(path.join(sandbox, 'files')));

describe('local storage', () => {
  it('should keep every file inside its directory, whatever keys were attempted', async () => {
    const root = path.join(sandbox, 'contained');
    const storage = createLocalStorage(root);
    const key = randomKey('photos', 'png');
    await storage.put(key, Buffer.from('png'), 'image/png');
    await expect(
      storage.put('photos/../../escaped.txt', Buffer.from('x'), 'text/plain'),
    ).rejects.toThrow();

    expect(await readdir(sandbox)).not.toContain('escaped.txt');
    expect(await readdir(path.join(root, 'photos'))).toEqual(
      expect.arrayContaining([key.split('/')[1], `.${key.split('/')[1]}.meta.json`]),
    );
  });

  it('should overwrite an existing key whole', async () => {
    const storage = createLocalStorage(path.join(sandbox, 'overwrite'));
    const key = randomKey('photos', 'jpg');
    await storage.put(key, Buffer.from('first version, longer'), 'image/jpeg');
    await storage.put(key, Buffer.from('second'), 'image/png');

    const object = await storage.get(key);
    expect(object!.contentType).toBe('image/png');
    expect((await readAll(object!.body)).toString()).toBe('second');
  });
});
