/**
 * What the multipart parser (busboy, inside @fastify/multipart) says about a body it cannot
 * read: an unterminated part or head, a missing or garbled delimiter, a boundary it refuses. It
 * throws plain errors without a status, so they are known by their words; the hostile-multipart
 * test sends each kind through the real parser and fails if a message changes.
 */
const parserMessages = [
  'Unexpected end of multipart data',
  'terminated early due to unexpected end of multipart data',
  'Malformed part header',
  'Multipart: Boundary not found',
  'Boundary required',
  'The needle cannot',
];

/** Issue 20, item 7 (SECURITY 20): whether an error (or one it wraps) is a garbled multipart body. */
export function isMalformedMultipart(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (!(current instanceof Error)) return false;
    const { message } = current;
    if (parserMessages.some((text) => message.includes(text))) return true;
    current = current.cause;
  }
  return false;
}
