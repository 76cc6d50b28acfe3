import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, headers and CPU cost more than compression saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * PERFORMANCE (issue 7 C1): API answers above a kilobyte go out as brotli or gzip, as the
 * browser accepts, with `Vary: Accept-Encoding`. Only compressible types (JSON, text): photos
 * and other images are compressed already. The built web app is not compressed here but at
 * build time (apps/web/precompress-plugin.ts), and served precompressed by the SPA plugin; an
 * answer that already has a Content-Encoding is left alone. Request bodies are never inflated:
 * nothing the browser sends is compressed, and inflating is a way to smuggle a bigger body in.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
