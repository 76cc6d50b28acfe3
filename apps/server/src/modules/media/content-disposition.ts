import { toWellFormed } from './file-name';

/** RFC 5987 attr-char is narrower than what encodeURIComponent leaves alone. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(toWellFormed(value)).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Plain ASCII for clients without RFC 6266 support: accents dropped, and quotes, backslashes and
 * `%` (which some clients percent-decode) replaced, so the quoted string cannot be broken out of.
 */
function asciiFallback(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/**
 * A `Content-Disposition` value for a user-supplied file name (RFC 6266): an ASCII `filename`
 * and the exact name as `filename*=UTF-8''…`, which every current browser prefers.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName?: string): string {
  if (!fileName) return type;
  return `${type}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
