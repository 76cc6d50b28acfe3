import { MANIFEST_PATH, type Manifest, manifestSchema, measure, readArchive } from './archive';
import { BackupError } from './backup-error';

// Far above any real manifest (a few hundred bytes a file), far below a memory problem.
const MANIFEST_LIMIT = 256 * 1024 * 1024;

async function readManifest(text: string, file: string): Promise<Manifest> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(`${file}: its manifest is not JSON; the archive is damaged`);
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) {
    throw new BackupError(`${file}: its manifest is not a Vüsal backup manifest`);
  }
  return manifest.data;
}

/**
 * Reads the whole archive once and checks every file against the manifest's size and sha256,
 * before a restore touches anything: a damaged or incomplete archive is refused whole.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { sha256: string; size: number }>();
  let manifestText: string | undefined;
  for await (const entry of readArchive(file)) {
    if (seen.has(entry.path) || (entry.path === MANIFEST_PATH && manifestText !== undefined)) {
      throw new BackupError(`${file} holds "${entry.path}" twice`);
    }
    if (entry.path === MANIFEST_PATH) {
      if (entry.size > MANIFEST_LIMIT) throw new BackupError(`${file}: its manifest is too large`);
      manifestText = Buffer.concat((await entry.body.toArray()) as Buffer[]).toString('utf8');
    } else {
      seen.set(entry.path, await measure(entry.body));
    }
  }
  if (manifestText === undefined) {
    throw new BackupError(`${file} has no manifest: it is not a Vüsal backup, or it was cut short`);
  }
  const manifest = await readManifest(manifestText, file);
  for (const listed of manifest.files) {
    const found = seen.get(listed.path);
    if (!found) throw new BackupError(`${file} lacks ${listed.path}, which its manifest lists`);
    if (found.size !== listed.size || found.sha256 !== listed.sha256) {
      throw new BackupError(`${listed.path} does not match its checksum: ${file} is damaged`);
    }
  }
  if (seen.size !== manifest.files.length) {
    throw new BackupError(`${file} holds files its manifest does not list`);
  }
  if (!seen.has(manifest.database.path)) {
    throw new BackupError(`${file} holds no database dump`);
  }
  return manifest;
}
