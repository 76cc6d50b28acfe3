import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { StoredObject } from '../../infra/storage/storage.types';

/** A stored file to copy into the archive under `name`. */
export type ArchiveMedia = { name: string; read(): Promise<StoredObject | null> };
export type ArchiveText = { name: string; text: string };

/**
 * Streams a ZIP to `filePath` (STACK-NOTES 26): stored files one at a time, each read from
 * storage straight into the archive, so no photo or attachment is ever held in memory. The
 * texts come last and are told which media made it in (a file deleted meanwhile is left out).
 */
export async function writeArchive(
  filePath: string,
  media: readonly ArchiveMedia[],
  texts: (included: ReadonlySet<string>) => readonly ArchiveText[],
): Promise<void> {
  const zip = new ZipFile();
  const out = createWriteStream(filePath, { flags: 'wx' });
  const written = finished(out);
  // Awaited below; until then a write error must not surface as an unhandled rejection.
  written.catch(() => {});
  zip.outputStream.pipe(out);
  try {
    const included = new Set<string>();
    for (const file of media) {
      const object = await file.read();
      if (!object) continue;
      // Photos and attachments are compressed already: stored as they are.
      zip.addReadStream(object.body, file.name, { compress: false, size: object.size });
      await finished(object.body);
      included.add(file.name);
    }
    for (const { name, text } of texts(included)) zip.addBuffer(Buffer.from(text, 'utf8'), name);
    zip.end();
    await written;
  } catch (error) {
    out.destroy();
    throw error;
  }
}
