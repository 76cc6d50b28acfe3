import { randomBytes } from 'node:crypto';
import { assertValidStorageKey } from './storage-key';

/**
 * A fresh storage key such as `photos/9f86d081884c7d659a2feaa0c55ad015.jpg`: 128 random bits in
 * hex (hex, unlike base64url, never starts a segment with `-` or `_`). Nothing of the user's file
 * name goes into it, so names can neither collide, be guessed, nor steer the path.
 */
export function randomKey(prefix: string, extension: string): string {
  const key = `${prefix}/${randomBytes(16).toString('hex')}.${extension}`;
  assertValidStorageKey(key);
  return key;
}

/**
 * The thumbnail's key, derived from the image's own random key: a row stores one key and
 * both sizes are found (and purged) from it.
 */
export function smallKeyOf(key: string): string {
  return key.replace(/(\.[a-z0-9]+)?$/, (extension) => `-small${extension}`);
}

/**
 * Issue 38: the blurred copy of a profile photo, found from the photo's own key like the small
 * one, and always WebP whatever the original's format.
 */
export function blurredKeyOf(key: string): string {
  return key.replace(/(\.[a-z0-9]+)?$/, '-blurred.webp');
}
