import { Transform } from 'node:stream';

/**
 * Passes a stream through unchanged and fails it as soon as it proves longer or shorter than
 * `size`: a backend told a length would otherwise wait for bytes that never come, or store a
 * truncated object.
 */
export function exactSize(size: number, key: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > size) done(new Error(`${key}: more than the ${size} bytes announced`));
      else done(null, chunk);
    },
    flush(done) {
      done(seen === size ? null : new Error(`${key}: ${seen} bytes arrived, ${size} announced`));
    },
  });
}
