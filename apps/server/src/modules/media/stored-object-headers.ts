import contentDisposition from 'content-disposition';
import type { StoredObject } from '../../infra/storage/storage.types';
import { toWellFormed } from './file-name';

/** Only re-encoded images render in the page; anything else is a download. */
const inlineTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/**
 * Headers for serving a stored object. `nosniff` holds the browser to our type; the sandbox CSP
 * means that a file opened directly (a PDF, say) runs no script and reaches no cookie of our
 * origin; `private` keeps shared caches from keeping what only the match may see.
 */
export function storedObjectHeaders(
  object: Pick<StoredObject, 'contentType' | 'size'>,
  fileName?: string,
): Record<string, string> {
  const disposition = inlineTypes.has(object.contentType) ? 'inline' : 'attachment';
  return {
    'Content-Type': object.contentType,
    'Content-Length': String(object.size),
    // RFC 6266: a Latin-1 `filename` (others as `?`) and, when needed, the exact `filename*`.
    'Content-Disposition': fileName
      ? contentDisposition(toWellFormed(fileName), { type: disposition })
      : disposition,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, max-age=3600',
  };
}
