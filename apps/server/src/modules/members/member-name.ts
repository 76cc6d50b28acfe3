import { keptRecently } from '../../infra/kept-recently';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

// A Latin (Azerbaijani's ə among them) or Cyrillic letter followed by another such letter, by
// ASCII or by nothing is a grapheme of its own, and so is each ASCII sign before it: the initial
// of nearly every name, without segmenting it (issue 35: segmenting was 4 % of the node's CPU
// reading a profile, and every card has a name).
const LETTER =
  'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0259\\u0400-\\u0481\\u048A-\\u052F';
const ASCII_SIGN = '\\x21-\\x40\\x5B-\\x60\\x7B-\\x7E';
const PLAIN_INITIAL = new RegExp(`^[${ASCII_SIGN}]*([${LETTER}])(?:$|[${LETTER}${ASCII_SIGN}])`);

/**
 * The name a member shows before a mutual match (decision 018): the first name and the
 * surname's initial, "Aysel Məmmədova" → "Aysel M.". The first word is the first name (a
 * hyphenated one stays whole); the initial is the first letter of the next word, so nothing
 * after it (a second surname, a patronymic) shows. A single-word name stays as it is. Letters
 * keep the case the member typed: upper-casing is locale-bound (i → İ in Azerbaijani only).
 */
function shorten(fullName: string): string {
  const [first, second] = fullName.normalize('NFC').trim().split(/\s+/u);
  if (!first || !second) return fullName.trim();
  const plain = PLAIN_INITIAL.exec(second);
  if (plain) return `${first} ${plain[1]}.`;
  for (const part of graphemes.segment(second)) {
    if (/\p{L}/u.test(part.segment)) return `${first} ${part.segment}.`;
  }
  return first;
}

// Issue 35: every card shows one, and a page's people are largely the same for every viewer
// (the newest first): normalizing, splitting and matching a name was 1 % of the node's CPU in
// the capacity scenario (busy machine). The names shortened lately are kept.
export const shortName = keptRecently(10_000, shorten);

/** The first word of a name: how a guardian and the guardian's data export name the member. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/u)[0] ?? fullName;
}
