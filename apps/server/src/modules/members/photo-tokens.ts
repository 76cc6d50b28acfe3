import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { keptRecently } from '../../infra/kept-recently';
import { isValidStorageKey } from '../../infra/storage/storage-key';

/** Which picture of a photo a viewer gets (issue 38): the photo itself or its blurred copy. */
export type PhotoVariant = 'original' | 'blurred';

const prefix: Record<PhotoVariant, string> = { original: 'o', blurred: 'b' };
const IV_BYTES = 16;
const MAX_TOKEN_LENGTH = 512;

type Keys = { mac: Buffer; encrypt: Buffer };

function deriveKeys(secret: string): Keys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
  return { mac: derive('photo-url-mac'), encrypt: derive('photo-url-encrypt') };
}

// The app sets them from SESSION_SECRET at start (app.ts), so every instance of a deployment
// names a photo alike and URLs outlive a restart; until then (unit tests) a random key of this
// process.
let keys = deriveKeys(randomBytes(32).toString('base64url'));

/**
 * Issue 38, item 3: the opaque name of one picture of a stored photo in its URL. The storage key
 * and the variant are encrypted deterministically (SIV: the IV is an HMAC of the plain text, so
 * the same picture always has the same URL for caches, and a forged or altered token fails the
 * check). Nothing in it is derived from a member or a profile id, and the blurred copy's token
 * tells nothing of the original's.
 */
function makeToken(name: string): string {
  const plain = Buffer.from(name);
  const iv = createHmac('sha256', keys.mac).update(plain).digest().subarray(0, IV_BYTES);
  const cipher = createCipheriv('aes-256-ctr', keys.encrypt, iv);
  return Buffer.concat([iv, cipher.update(plain), cipher.final()]).toString('base64url');
}

// Issue 35: a picture's token stays the same until the keys change, and every card and profile
// shown makes one per photo (an HMAC and an AES pass each, about what the rest of a card costs):
// the tokens of the pictures named lately are kept.
const tokenOf = keptRecently(10_000, makeToken);

export function configurePhotoTokens(secret: string): void {
  keys = deriveKeys(secret);
  tokenOf.clear();
}

/** The token of one picture of a stored photo (`makeToken`). */
export const photoToken = (key: string, variant: PhotoVariant): string =>
  tokenOf(`${prefix[variant]}:${key}`);

/** The picture a token names; null for anything this server did not make. */
export function readPhotoToken(token: string): { key: string; variant: PhotoVariant } | null {
  if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + 2) return null;
  const iv = bytes.subarray(0, IV_BYTES);
  const decipher = createDecipheriv('aes-256-ctr', keys.encrypt, iv);
  const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES)), decipher.final()]);
  const expected = createHmac('sha256', keys.mac).update(plain).digest().subarray(0, IV_BYTES);
  if (!timingSafeEqual(expected, iv)) return null;
  const text = plain.toString();
  const variant = text.startsWith('o:') ? 'original' : text.startsWith('b:') ? 'blurred' : null;
  const key = text.slice(2);
  return variant && isValidStorageKey(key) ? { key, variant } : null;
}
