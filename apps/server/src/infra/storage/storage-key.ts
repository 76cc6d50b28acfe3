/**
 * A key is a lowercase prefix and one or more name segments, e.g. `photos/3f2a….jpg`. Every
 * segment starts with a letter or digit, so `.`, `..`, hidden files and absolute paths can never
 * be expressed, and a key cannot leave the storage root on disk or in a bucket. Keys come from
 * `randomKey`, never from user input; a key that fails this check is a programming error.
 */
const keyPattern = /^[a-z0-9-]+(?:\/[a-zA-Z0-9][a-zA-Z0-9._-]*)+$/;
const maxKeyLength = 256;

export function isValidStorageKey(key: string): boolean {
  return key.length <= maxKeyLength && keyPattern.test(key) && !key.includes('..');
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
