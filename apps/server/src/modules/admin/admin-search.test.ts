import { describe, expect, it } from 'vitest';
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
