import { AppError } from '../../errors/app-error';

/**
 * Collects a stream into memory, failing with 413 as soon as it passes `maxBytes`: leaving the
 * loop early destroys a Node stream, so the rest of an oversized upload is never read.
 */
export async function readLimited(
  stream: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  // @fastify/multipart cuts a file at its own `limits.fileSize` and ends the stream quietly with
  // `truncated` set; a cut file must not pass as a complete one.
  if ('truncated' in stream && stream.truncated === true) throw new AppError('PAYLOAD_TOO_LARGE');
  return Buffer.concat(chunks, total);
}
