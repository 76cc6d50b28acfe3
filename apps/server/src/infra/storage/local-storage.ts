import { randomBytes } from 'node:crypto';
import {
  copyFile,
  mkdir,
  open,
  readFile,
  rename,
  rm,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Storage, StoredObject } from './storage.types';
import { assertValidStorageKey } from './storage-key';

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
async function writeAtomically(
  target: string,
  data: Buffer | string | { copyOf: string },
): Promise<void> {
  const temporary = temporaryBeside(target);
  try {
    if (typeof data === 'object' && 'copyOf' in data) await copyFile(data.copyOf, temporary);
    else await writeFile(temporary, data, { flag: 'wx' });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
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

    async putFile(key, filePath, contentType) {
      const { file, meta } = pathsOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(file, { copyOf: filePath });
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
      const temporary = temporaryBeside(target.file);
      try {
        await copyFile(source.file, temporary);
        await rename(temporary, target.file);
      } catch (error) {
        await rm(temporary, { force: true });
        if (isMissing(error)) return false;
        throw error;
      }
      await writeAtomically(target.meta, JSON.stringify({ contentType }));
      return true;
    },
  };
}
