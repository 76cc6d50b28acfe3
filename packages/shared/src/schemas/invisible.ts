/**
 * Characters that draw nothing. Zero-width and joiner characters, bidi controls (they also flip
 * the text around them), the Hangul fillers (they count as letters, so a name of fillers would
 * pass a letter check while showing blank), the combining grapheme joiner, variation selectors,
 * tag characters, the soft hyphen and the braille blank.
 */
const invisibleClass =
  '\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u202A-\\u202E' +
  '\\u2060-\\u2064\\u2066-\\u206F\\u2800\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0' +
  '\\u{1D173}-\\u{1D17A}\\u{E0000}-\\u{E007F}\\u{E0100}-\\u{E01EF}';

const invisibleCharacters = new RegExp(`[${invisibleClass}]`, 'gu');
const blankOnly = new RegExp(`^[\\s${invisibleClass}]*$`, 'u');

/** The text without its invisible characters (whitespace is kept). */
export const withoutInvisible = (text: string): string => text.replace(invisibleCharacters, '');

/** True when nothing in the text would show: only whitespace and invisible characters. */
export const looksBlank = (text: string): boolean => blankOnly.test(text);

const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/** A C0 or C1 control character, DEL included (a line break in a name would reach mail subjects). */
export const hasControlCharacter = (text: string): boolean => {
  for (let index = 0; index < text.length; index++) {
    if (isControl(text.charCodeAt(index))) return true;
  }
  return false;
};
