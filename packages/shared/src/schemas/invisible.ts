/**
 * Characters that draw nothing, as code point ranges: the soft hyphen, the combining grapheme
 * joiner, bidi controls (they also flip the text around them), the Hangul fillers (they count as
 * letters, so a name of fillers would pass a letter check while showing blank), Khmer and
 * Mongolian invisible vowels and selectors, zero-width characters and joiners, invisible
 * operators, the braille blank, variation selectors, the byte order mark, musical formatting
 * characters and tags.
 */
const invisibleRanges: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x206f],
  [0x2800, 0x2800],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe007f],
  [0xe0100, 0xe01ef],
];

// Unicode's own classes of what draws nothing (issue 34): default-ignorable code points and
// format characters, so one the list above misses (shorthand format controls…) is caught too.
const IGNORABLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u;

const isInvisible = (character: string): boolean => {
  const code = character.codePointAt(0) ?? 0;
  return (
    invisibleRanges.some(([first, last]) => code >= first && code <= last) ||
    IGNORABLE.test(character)
  );
};

/** True when the text holds a character that draws nothing. */
export const hasInvisible = (text: string): boolean => Array.from(text).some(isInvisible);

/** True when nothing in the text would show: only whitespace and invisible characters. */
export const looksBlank = (text: string): boolean =>
  Array.from(text).every((character) => /\s/u.test(character) || isInvisible(character));

const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/** A C0 or C1 control character, DEL included (a line break in a name would reach mail subjects). */
export const hasControlCharacter = (text: string): boolean => {
  for (let index = 0; index < text.length; index++) {
    if (isControl(text.charCodeAt(index))) return true;
  }
  return false;
};
