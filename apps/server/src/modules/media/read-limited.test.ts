import { Readable } from 'node:stream';
import { PROFILE_PHOTO } from '@vusal/shared/catalog/constants';
import { describe, expect, it } from 'vitest';
import { countingStream, tooLarge } from '../../../test/fixtures/media-fixtures';
import { AppError } from '../../errors/app-error';
import { readLimited } from './read-limited';

const limit = PROFILE_PHOTO.maxBytes;

describe('readLimited', () => {
  it('should accept exactly the limit', async () => {
    const bytes = Buffer.alloc(limit, 7);
    const { stream } = countingStream(bytes);
    expect((await readLimited(stream, limit)).equals(bytes)).toBe(true);
  });

  it('should refuse one byte over the limit with 413', async () => {
    const { stream } = countingStream(Buffer.alloc(limit + 1));
    const failure = readLimited(stream, limit);
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toEqual(tooLarge);
  });

  it('should stop reading as soon as the limit is passed', async () => {
    const chunkSize = 64 * 1024;
    const { stream, counter } = countingStream(Buffer.alloc(4 * limit), chunkSize);
    await expect(readLimited(stream, limit)).rejects.toEqual(tooLarge);
    expect(counter.pulled).toBe(limit / chunkSize + 1);
    expect(counter.pulled).toBeLessThan(counter.total);
  });

  it('should destroy a Node stream it gives up on', async () => {
    const { stream } = countingStream(Buffer.alloc(2 * limit));
    const readable = Readable.from(stream);
    await expect(readLimited(readable, limit)).rejects.toEqual(tooLarge);
    expect(readable.destroyed).toBe(true);
  });

  it('should refuse a stream that a multipart limit cut short', async () => {
    const cut = Object.assign(Readable.from([Buffer.alloc(1024)]), { truncated: true });
    await expect(readLimited(cut, limit)).rejects.toEqual(tooLarge);
  });
});
