import { describe, expect, it } from 'vitest';
import az from './az.json';
import en from './en.json';
import ru from './ru.json';

type Tree = { [key: string]: string | Tree };

function texts(tree: Tree, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : texts(value, `${prefix}${key}.`),
  );
}

/** Words, apostrophes and hyphens inside them included; placeholders are not text. */
const words = (text: string): string[] =>
  text.replace(/\{\{\s*\w+\s*\}\}/g, ' ').match(/\p{L}+(?:['’&-]\p{L}+)*/gu) ?? [];

const isLatin = (word: string) => /^[\p{Script=Latin}'’&-]+$/u.test(word);

/** Brand, product and language names, codes and identifiers: the same in every language. */
const names = new Set([
  'Vüsal',
  'Premium',
  'premium',
  'English',
  'Azərbaycanca',
  'AZN',
  'JPG',
  'PNG',
  'PDF',
  'IP',
  'MB',
  'R&B',
  'ADMIN',
  'EMAIL',
  'iPhone',
  'iPad',
]);

/**
 * The spec's own Azerbaijani texts, kept verbatim (issue 22): 'Yeni match', '🎉 Match yarandı!',
 * 'Keçərsiz və ya vaxtı keçmiş link', 'Demo profil', the status line 'Online'/'Offline', and the
 * buttons 'Bəyən' and 'Superlike'.
 */
const specWords = new Set(['match', 'Match', 'link', 'Demo', 'Online', 'Offline', 'Superlike']);
const specTexts = ['Yeni match', 'Match yarandı', 'Keçərsiz və ya vaxtı keçmiş link'];

/**
 * Azerbaijani words spelled as in English: they are in the Azerbaijani dictionary and read as
 * Azerbaijani, so they are not English on an Azerbaijani screen.
 */
const azerbaijaniWords = new Set([
  'admin',
  'administrator',
  'moderator',
  'minimum',
  'real',
  'region',
  'status',
  'panel',
  'problem',
  'spam',
  'vegetarian',
  'vegan',
  'halal',
  'pop',
  'hip-hop',
  'emoji',
  'demo',
  'superlike',
]);

/** Every word of the English catalogue, to tell an English word from an Azerbaijani one. */
const english = new Set(
  texts(en as Tree).flatMap(([, text]) => words(text).map((word) => word.toLowerCase())),
);

/** `key: word` for each Latin word a Russian or Azerbaijani screen would show in English. */
function englishWords(language: 'az' | 'ru', catalogue: Tree): string[] {
  return texts(catalogue).flatMap(([key, text]) => {
    const spoken = specTexts.reduce((rest, quote) => rest.replace(quote, ' '), text);
    return (
      words(spoken)
        // A single letter is an initial or a sort order (A–Z), not a word.
        .filter((word) => word.length > 1 && isLatin(word) && !names.has(word))
        .filter((word) =>
          language === 'ru'
            ? true
            : english.has(word.toLowerCase()) &&
              /^[A-Za-z'’&-]+$/.test(word) &&
              !specWords.has(word) &&
              !azerbaijaniWords.has(word.toLowerCase()),
        )
        .map((word) => `${key}: ${word}`)
    );
  });
}

describe('one language per screen (issue 22)', () => {
  it('shows no English word on a Russian screen, brand and code names aside', () => {
    expect(englishWords('ru', ru as unknown as Tree)).toEqual([]);
  });

  it('shows no English word on an Azerbaijani screen beyond what the spec quotes', () => {
    expect(englishWords('az', az as unknown as Tree)).toEqual([]);
  });

  it('finds an English word where one slips in', () => {
    const slipped = { chat: { online: 'Online', send: 'Send', title: 'Вход' } };
    expect(englishWords('ru', slipped)).toEqual(['chat.online: Online', 'chat.send: Send']);
    expect(englishWords('az', { a: { b: 'Link göndər', c: 'Jazz', d: 'Yeni match' } })).toEqual([
      'a.b: Link',
      'a.c: Jazz',
    ]);
  });

  it('addresses the reader as "siz" in Azerbaijani, never "sən"', () => {
    const informal = texts(az as unknown as Tree).filter(([, text]) =>
      words(text).some((word) => /^(sən|səni|sənin|sənə|səndən)$/iu.test(word)),
    );
    expect(informal).toEqual([]);
  });

  it('spells "cütlük" right everywhere', () => {
    expect(texts(az as unknown as Tree).filter(([, text]) => /çütlük/iu.test(text))).toEqual([]);
  });
});
