import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, timeCursorSchema } from './admin-cursor';
import { SEARCH_FOLD } from '../../db/name-search';
import { emailPrefixPattern, foldForSearch, namePrefixQuery } from './admin-search';

describe('search terms', () => {
  it('folds Azerbaijani letters of both cases to plain Latin', () => {
    expect(SEARCH_FOLD.from).toHaveLength(SEARCH_FOLD.to.length);
    expect(foldForSearch('Şəhla İsmayılova ÇÖÜĞ')).toBe('sehla ismayilova coug');
  });

  it('makes one prefix term per word, with nothing left of query syntax', () => {
    expect(namePrefixQuery('  Ays  MƏM ')).toBe('ays:* & mem:*');
    expect(namePrefixQuery("o'brien & !x | (y):*")).toBe('o:* & brien:* & x:* & y:*');
    expect(namePrefixQuery('%_-')).toBeNull();
  });

  it('escapes LIKE wildcards in an e-mail prefix', () => {
    expect(emailPrefixPattern(' Kate_O%b\\ ')).toBe('kate\\_o\\%b\\\\%');
  });
});

describe('cursors', () => {
  it('round-trip, and refuse anything else', () => {
    const cursor = { t: '2026-01-10T12:00:00.123456Z', i: crypto.randomUUID() };
    expect(decodeCursor(timeCursorSchema, encodeCursor(cursor))).toEqual(cursor);
    expect(() =>
      decodeCursor(timeCursorSchema, encodeCursor({ ...cursor, t: '2026-01-10' })),
    ).toThrow();
    expect(() => decodeCursor(timeCursorSchema, '!!!')).toThrow();
  });
});
