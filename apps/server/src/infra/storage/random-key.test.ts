import { describe, expect, it } from 'vitest';
import { randomKey, smallKeyOf } from './random-key';
import { isValidStorageKey } from './storage-key';

describe('randomKey', () => {
  it('should make valid keys with 128 random bits under the prefix', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => randomKey('photos', 'jpg')));
    expect(keys.size).toBe(1000);
    for (const key of keys) {
      expect(key).toMatch(/^photos\/[0-9a-f]{32}\.jpg$/);
      expect(isValidStorageKey(key)).toBe(true);
    }
  });

  it('should refuse a prefix or extension that would make an invalid key', () => {
    expect(() => randomKey('../photos', 'jpg')).toThrow(/Invalid storage key/);
    expect(() => randomKey('photos', '/../../x')).toThrow(/Invalid storage key/);
  });
});

describe('smallKeyOf', () => {
  it('derives a valid thumbnail key beside the image key', () => {
    const key = randomKey('photos', 'jpg');
    expect(smallKeyOf(key)).toBe(key.replace(/\.jpg$/, '-small.jpg'));
    expect(isValidStorageKey(smallKeyOf(key))).toBe(true);
  });
});
