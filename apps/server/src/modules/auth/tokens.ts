import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session, confirmation and reset tokens (SECURITY 6). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export type TokenHasher = {
  hash(token: string): string;
  matches(token: string, storedHash: string): boolean;
};

/**
 * Tokens are stored only as keyed hashes: a copy of the database alone cannot be turned into
 * a working link or session, and a lookup by hash needs no constant-time scan.
 */
export function createTokenHasher(secret: string): TokenHasher {
  const hash = (token: string) => createHmac('sha256', secret).update(token).digest('base64url');
  return {
    hash,
    matches(token, storedHash) {
      const expected = Buffer.from(hash(token));
      const actual = Buffer.from(storedHash);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
