import { describe, expect, it } from 'vitest';
import { configurePhotoTokens, photoToken, readPhotoToken } from './photo-tokens';

describe('photo tokens (issue 38)', () => {
  const key = 'photos/9f86d081884c7d659a2feaa0c55ad015.jpg';

  it('should name each picture alike every time, and the two pictures of a photo apart', () => {
    const original = photoToken(key, 'original');
    const blurred = photoToken(key, 'blurred');
    expect(photoToken(key, 'original')).toBe(original);
    expect(blurred).not.toBe(original);
    expect(readPhotoToken(original)).toEqual({ key, variant: 'original' });
    expect(readPhotoToken(blurred)).toEqual({ key, variant: 'blurred' });
    for (const token of [original, blurred]) {
      expect(token).not.toContain('9f86d081');
      expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('photos/');
    }
  });

  it('should name a picture anew under new keys, and read only the new name', () => {
    configurePhotoTokens('photo-token-test-secret-one-0123456789');
    const before = photoToken(key, 'original');
    configurePhotoTokens('photo-token-test-secret-two-0123456789');
    const after = photoToken(key, 'original');
    expect(after).not.toBe(before);
    expect(readPhotoToken(after)).toEqual({ key, variant: 'original' });
    expect(readPhotoToken(before)).toBeNull();
  });

  it('should refuse a token it did not make, altered or forged', () => {
    const original = photoToken(key, 'original');
    const flipped = Buffer.from(original, 'base64url');
    flipped.writeUInt8(flipped.readUInt8(flipped.length - 1) ^ 1, flipped.length - 1);
    for (const token of [
      flipped.toString('base64url'),
      original.slice(0, -2),
      'x',
      '',
      'a'.repeat(600),
      'ab\u0000cd',
      Buffer.from(`o:${key}`).toString('base64url'),
    ]) {
      expect(readPhotoToken(token)).toBeNull();
    }
  });
});
