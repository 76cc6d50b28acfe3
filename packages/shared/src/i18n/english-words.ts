import { catalogueTexts, type CatalogueTree } from './catalogue-tree';
import en from './en.json' with { type: 'json' };

/**
 * Decision 027, one language per screen: which words an Azerbaijani or Russian reader would
 * meet in English. The catalogue test (`english-words.test.ts`) reads every text of az.json
 * and ru.json with it; the browser sweep (`e2e/tests/signed-in-axe.spec.ts`) reads what each
 * signed-in screen shows (issue 37, item 4). Kept out of the web app's bundle: only tests read it.
 */

/** The languages whose screens must show no English. */
export type CheckedLanguage = 'az' | 'ru';

/** Words, apostrophes and hyphens inside them included; placeholders are not text. */
export const wordsOf = (text: string): string[] =>
  text.replace(/\{\{\s*\w+\s*\}\}/g, ' ').match(/\p{L}+(?:['’&-]\p{L}+)*/gu) ?? [];

const isLatin = (word: string) => /^[\p{Script=Latin}'’&-]+$/u.test(word);
const isPlainAscii = (word: string) => /^[A-Za-z'’&-]+$/.test(word);

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
 * Azerbaijani, so they are not English on an Azerbaijani screen; among them the months Azerbaijani
 * names or shortens as English does ("6 may", "6 mar", "6 apr").
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
  // Issue 39: the religious marriage, nikah in Azerbaijani as in the English catalogue.
  'nikah',
  'pop',
  'hip-hop',
  'emoji',
  'demo',
  'superlike',
  'may',
  'mar',
  'apr',
]);

/** Every word of the English catalogue, to tell an English word from an Azerbaijani one. */
const englishVocabulary = new Set(
  catalogueTexts(en as unknown as CatalogueTree).flatMap(([, text]) =>
    wordsOf(text).map((word) => word.toLowerCase()),
  ),
);

/** Latin words worth a look: a single letter is an initial or a sort order (A–Z), not a word. */
function latinWords(language: CheckedLanguage, text: string): string[] {
  const spoken =
    language === 'az' ? specTexts.reduce((rest, quote) => rest.replace(quote, ' '), text) : text;
  return wordsOf(spoken).filter((word) => word.length > 1 && isLatin(word) && !names.has(word));
}

/** A word of the English interface, where the language has not made it its own. */
function isEnglishWord(language: CheckedLanguage, word: string): boolean {
  if (!isPlainAscii(word) || !englishVocabulary.has(word.toLowerCase())) return false;
  return language === 'ru' || !(specWords.has(word) || azerbaijaniWords.has(word.toLowerCase()));
}

/**
 * The English in a text of the az or ru catalogue. Russian is written in Cyrillic, so there any
 * Latin word is one; Azerbaijani is written in Latin, so there only words of the English
 * interface are.
 */
export function englishWordsInCatalogueText(language: CheckedLanguage, text: string): string[] {
  const words = latinWords(language, text);
  return language === 'ru' ? words : words.filter((word) => isEnglishWord(language, word));
}

/**
 * Nobody's language: e-mail addresses, links, and the IANA time zone identifiers the quiet hours
 * are chosen by (`America/New_York`).
 */
const codes = /\S+@\S+|\bhttps?:\/\/\S+|\b[A-Z][A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+/g;

/**
 * The English interface words on an az or ru screen (its `innerText`). Members' names are
 * written in the Latin alphabet in both languages, so only words of the English interface
 * count, on a Russian screen too; a member's own words (a bio) are never translated, so a sweep
 * shows members whose texts are in the screen's language.
 */
export function englishWordsOnScreen(language: CheckedLanguage, visibleText: string): string[] {
  return latinWords(language, visibleText.replace(codes, ' ')).filter((word) =>
    isEnglishWord(language, word),
  );
}

/** A date written with Intl's stand-in for a month it has no name for: "2026 M12 6". */
export const MONTH_PLACEHOLDER = /\bM\d{1,2}\b/;
