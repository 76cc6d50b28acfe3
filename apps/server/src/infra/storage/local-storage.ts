import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import {
  copyFile,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { exactSize } from './exact-size';
import type { Storage, StoredObject } from './storage.types';
import { assertValidStorageKey, isValidStorageKey } from './storage-key';

/**
 * The content type lives in a sidecar beside each object: `photos/abc.jpg` has
 * `photos/.abc.jpg.meta.json`. A valid key segment never starts with a dot, so a sidecar (or a
 * temporary file) can never be read, overwritten or deleted as an object.
 */
const metaSchema = z.object({ contentType: z.string().min(1) });

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

const temporaryBeside = (target: string) =>
  path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
  );

/** Writes beside the target and renames, so a reader never sees half a file. */
async function landAtomically(
  target: string,
  write: (temporary: string) => Promise<void>,
): Promise<void> {
  const temporary = temporaryBeside(target);
  try {
    await write(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

const writeAtomically = (target: string, data: Buffer | string) =>
  landAtomically(target, (temporary) => writeFile(temporary, data, { flag: 'wx' }));

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** Files under `dir` (created on demand), for one node or a shared volume. */
export function createLocalStorage(dir: string): Storage {
  const root = path.resolve(dir);

  function pathsOf(key: string) {
    assertValidStorageKey(key);
    const file = path.join(root, ...key.split('/'));
    // The key check already rules this out; this keeps the guarantee local to the code that
    // touches the disk.
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes its root: ${key}`);
    const meta = path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
    return { file, meta };
  }

  /** Objects under `dir`; dot-names are sidecars and temporaries, never objects. */
  async function* walk(dir: string, segments: string[]): AsyncGenerator<string> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = [...segments, entry.name].join('/');
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), [...segments, entry.name]);
      else if (entry.isFile() && isValidStorageKey(key) && (await exists(pathsOf(key).meta))) {
        yield key;
      }
    }
  }

  async function readContentType(meta: string): Promise<string | null> {
    try {
      return metaSchema.parse(JSON.parse(await readFile(meta, 'utf8'))).contentType;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 'local',

    async put(key, body, contentType) {
      const { file, meta } = pathsOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Object first, sidecar last: `get` treats an object without a sidecar as missing.
      await writeAtomically(file, body);
      await writeAtomically(meta, JSON.stringify({ contentType }));
    },

    async putStream(key, { body, contentType, size }) {
      const { file, meta } = pathsOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await landAtomically(file, async (temporary) => {
        await pipeline(body, exactSize(size, key), createWriteStream(temporary, { flags: 'wx' }));
      });
      await writeAtomically(meta, JSON.stringify({ contentType }));
    },

    async get(key): Promise<StoredObject | null> {
      const { file, meta } = pathsOf(key);
      const contentType = await readContentType(meta);
      if (contentType === null) return null;
      let handle: FileHandle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), contentType, size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      const { file, meta } = pathsOf(key);
      // Sidecar first, so an interrupted delete leaves an object that already reads as missing.
      await rm(meta, { force: true });
      await rm(file, { force: true });
    },

    async copy(from, to) {
      const source = pathsOf(from);
      const target = pathsOf(to);
      const contentType = await readContentType(source.meta);
      if (contentType === null) return false;
      await mkdir(path.dirname(target.file), { recursive: true });
      // As `put`: the object lands whole under its name, then the sidecar that makes it readable.
      try {
        await landAtomically(target.file, (temporary) => copyFile(source.file, temporary));
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      await writeAtomically(target.meta, JSON.stringify({ contentType }));
      return true;
    },

    list: () => walk(root, []),
  };
}
