/**
 * The text as the detector reads it (issue 34, item 7): every disguise that changes how a text
 * looks but not what it says is undone first, so the parsers see one plain form. Each step is one
 * pass of a regular expression over the text, and most texts skip the costlier ones.
 */

// Invisible and default-ignorable characters (zero widths, bidi marks, fillers, soft hyphen, the
// emoji variation selector) and the keycap that makes 0️⃣ of a 0 carry nothing a reader sees.
const invisible = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u20E3]/gu;
// Combining marks hung on a digit ("0̲5̲0̲") only hide it.
const markOnDigit = /(?<=\p{Nd})\p{M}+/gu;
// Full stops of other scripts; NFKC already turns U+FF0E into "." and U+FF61 into U+3002.
const otherStops = /[\u3002\uFE12\u2024]/g;
const nonAsciiDigit = /(?![0-9])\p{Nd}/gu;
const isDigit = /^\p{Nd}$/u;

const digitValues = new Map<string, string>();

/**
 * Unicode encodes every script's decimal digits as runs of ten code points, zero to nine, so a
 * digit's value is its distance from the start of its run.
 */
function digitValue(digit: string): string {
  let value = digitValues.get(digit);
  if (value === undefined) {
    let start = digit.codePointAt(0)!;
    while (isDigit.test(String.fromCodePoint(start - 1))) start -= 1;
    value = String((digit.codePointAt(0)! - start) % 10);
    digitValues.set(digit, value);
  }
  return value;
}

// Letters of Cyrillic and Greek that look like Latin ones, and back: "tеlegram" with a Cyrillic е
// is read as "telegram", "тeлeграм" with Latin e's as "телеграм".
const toLatin: Record<string, string> = Object.fromEntries(
  [
    'аa еe ёe оo рp сc уy хx іi їi јj ѕs һh ӏl кk мm тt гr пn ьb ԁd ԛq ԝw',
    'АA ВB ЕE ЁE КK МM НH ОO РP СC ТT УY ХX ІI ЈJ ЅS',
    'αa βb γy εe ιi κk νv οo ρp τt υu χx ωw',
    'ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => [pair[0]!, pair[1]!]),
);
const toCyrillic: Record<string, string> = Object.fromEntries(
  'aа eе oо pр cс yу xх kк mм AА BВ EЕ KК MМ HН OО PР CС TТ XХ YУ'
    .split(' ')
    .map((pair) => [pair[0]!, pair[1]!]),
);
const otherScript = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;
const latinLetter = /\p{Script=Latin}/u;
const word = /[\p{L}\p{M}]+/gu;

/** A word written in two scripts, in the script most of its letters are in. */
function oneScript(mixed: string): string {
  const letters = [...mixed];
  const latin = letters.filter((letter) => latinLetter.test(letter)).length;
  const map = latin * 2 >= letters.length ? toLatin : toCyrillic;
  return letters.map((letter) => map[letter] ?? letter).join('');
}

const hasLatin = /[a-z]/i;

/**
 * NFKC (full-width and styled letters and digits become plain ones), without invisible
 * characters, with every script's digits as ASCII digits, other full stops as ".", and words
 * that mix Latin with Cyrillic or Greek letters written in one script.
 */
export function normalise(text: string): string {
  let out = text.normalize('NFKC').replace(invisible, '').replace(otherStops, '.');
  if (/[^\0-\x7F]/.test(out)) {
    out = out.replace(markOnDigit, '').replace(nonAsciiDigit, digitValue);
    if (otherScript.test(out) && hasLatin.test(out))
      out = out.replace(word, (found) =>
        otherScript.test(found) && latinLetter.test(found) ? oneScript(found) : found,
      );
  }
  return out;
}
