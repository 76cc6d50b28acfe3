import { SEARCH_FOLD } from '../../db/name-search';
/**
 * How the users table is searched: by the beginning of any word of the name, or the beginning
 * of the e-mail address. Azerbaijani letters fold to plain Latin on both sides, so an admin
 * typing "ismayilov" finds "İsmayılov" and "sehla" finds "Şəhla" (no extension such as
 * unaccent or pg_trgm is needed, so PGlite behaves like PostgreSQL).
 */

const MAX_WORDS = 8;

export function foldForSearch(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFC')) {
    const index = SEARCH_FOLD.from.indexOf(char);
    folded += index >= 0 ? SEARCH_FOLD.to[index] : char;
  }
  return folded.toLowerCase();
}

/**
 * A full-text prefix query, one term per word: "Ays MƏM" → "ays:* & mem:*". Words hold only
 * letters and digits, so nothing the admin types is read as query syntax. Null when no word is left.
 */
export function namePrefixQuery(search: string): string | null {
  const words = foldForSearch(search)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** A LIKE pattern for addresses starting with the search (addresses are stored lower-case). */
export function emailPrefixPattern(search: string): string {
  return `${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&')}%`;
}
