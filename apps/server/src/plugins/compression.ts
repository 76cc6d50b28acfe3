import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this, headers and CPU cost more than compression saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Up to this, an answer is compressed in one call on the event loop: for a page of cards
 * (5–40 KB) that costs less CPU than a stream through the thread pool, whose set-up, hand-offs
 * and events were most of what the capacity scenario's profile counted as compression
 * (docs/performance.md, "Answers compressed in place"). Larger answers and streams keep a stream.
 */
export const IN_PLACE_MAX_BYTES = 64 * 1024;

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** JSON, text (but not event streams), XML, JavaScript and SVG; images and archives are not. */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml)(?:;|$)|(?:application|text)\/javascript|image\/svg\+xml)/i;

/** Brotli at 4: Cloudflare's measured best trade of size and CPU for answers made on the fly. */
const brotliParams = (sizeHint: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
  },
});

/** `*` and `x-gzip` mean gzip (RFC 9110 12.5.3); the browser's order and q-values decide. */
function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
}

function compressInPlace(payload: string | Buffer, encoding: Encoding): Buffer {
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
  return encoding === 'br'
    ? zlib.brotliCompressSync(bytes, brotliParams(bytes.length))
    : zlib.gzipSync(bytes);
}

function compressStream(payload: Readable, encoding: Encoding): Readable {
  const compressor =
    encoding === 'br' ? zlib.createBrotliCompress(brotliParams(0)) : zlib.createGzip();
  // A failure mid-stream ends the answer early; the client sees a truncated body, as it would
  // of any stream that fails after its headers went out.
  return pipeline(payload, compressor, () => {});
}

const isStream = (payload: unknown): payload is Readable =>
  typeof (payload as Readable | null)?.pipe === 'function';

function markEncoded(reply: FastifyReply, encoding: Encoding) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
}

/**
 * PERFORMANCE (issue 7 C1): API answers above a kilobyte go out as brotli or gzip, as the
 * browser accepts, with `Vary: Accept-Encoding`. Only compressible types (JSON, text): photos
 * and other images are compressed already. The built web app is not compressed here but at
 * build time (apps/web/precompress-plugin.ts), and served precompressed by the SPA plugin; an
 * answer that already has a Content-Encoding is left alone. Request bodies are never inflated:
 * nothing the browser sends is compressed, and inflating is a way to smuggle a bigger body in.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload === null || payload === undefined) return payload;
    const current = reply.getHeader('content-encoding');
    if (current && current !== 'identity') return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
    const encoding = acceptedEncoding(request);
    if (!encoding) return payload;

    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const size = Buffer.byteLength(payload);
      if (size < COMPRESSION_THRESHOLD_BYTES) return payload;
      if (size > IN_PLACE_MAX_BYTES) {
        markEncoded(reply, encoding);
        return compressStream(Readable.from([payload]), encoding);
      }
      markEncoded(reply, encoding);
      return compressInPlace(payload, encoding);
    }
    if (isStream(payload)) {
      markEncoded(reply, encoding);
      return compressStream(payload, encoding);
    }
    return payload;
  });
}
