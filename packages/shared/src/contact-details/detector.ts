import {
  findPhoneNumbersInText,
  isValidPhoneNumber,
  type CountryCode,
} from 'libphonenumber-js/min';
import { LinkifyIt, type Match } from 'linkify-it';
import { isOrdinaryWord, mentionsMessenger, platformHandles } from './messengers';
import { normalise } from './normalise';
import { lookalikesToDigits, mayHoldNumberWord, numberWordsToDigits } from './number-words';

/**
 * Contact details in free text (issue 24): phone numbers, e-mail addresses, links and handles,
 * also when disguised (digits as words or look-alike letters, "at"/"dot" spelled out, invisible
 * characters, other scripts' digits and letters: issue 34, item 7). Normalise, then detect: the
 * maintained parsers (libphonenumber-js, linkify-it) decide what is a number or an address; this
 * module only rewrites the disguises into a form they read. It runs in the browser and on the
 * server, so a form refuses the same text the server refuses.
 */
export type ContactKind = 'phone' | 'email' | 'link' | 'handle';
export type ContactDetail = { kind: ContactKind; text: string };

/** The countries whose numbers members here most often give: their own, Russia's, Turkey's. */
const phoneCountries: CountryCode[] = ['AZ', 'RU', 'TR'];

/**
 * Digits set apart as a number is typed to be read, or to slip past a check: spaces, dots,
 * dashes, brackets, and `_ * , | ~ / \\`, mixed, up to three between two digits.
 */
const spacedDigits = /\+?\d(?:[\s().,_*|~/\\-]{0,3}\d){6,}/g;

const spelledSymbol = (words: string) =>
  new RegExp(`\\s*[([{<]?\\s*(?<!\\p{L})(?:${words})(?!\\p{L})\\s*[)\\]}>]?\\s*`, 'giu');
// "собака" and "гав" are the Russian names of @; "nöqtə" is Azerbaijani for the dot.
const spelledAt = spelledSymbol('at|эт|собака|собачка|гав');
const spelledDot = spelledSymbol('dot|точка|тчк|nöqtə|noqte');
// "evil[.]com", "evil(.)com": a dot in brackets.
const bracketedDot = /\s*[([{<]\s*\.\s*[)\]}>]\s*/g;

/**
 * An e-mail without its domain's ending, which linkify-it cannot read: "aysel(at)gmail",
 * "aysel собака mail ру". A spelled or bracketed @ takes any mail service; a bare "at" only one
 * nobody works or lives at ("aysel at gmail", not "I work at Yandex").
 */
const mailServices =
  'gmail|googlemail|hotmail|icloud|protonmail|proton|outlook|yahoo|yandex|ya|mail|inbox|list|' +
  'bk|rambler|box|gmx|aol|live|яндекс|мейл|майл|джимейл';
const localPart = '(?<![\\p{L}\\p{N}._-])[a-z0-9][a-z0-9._-]{1,63}';
const mailWithoutDomain = new RegExp(
  `${localPart}\\s*(?:@|[([{<]\\s*(?:at|@)\\s*[)\\]}>]|(?<!\\p{L})(?:собака|собачка|гав|эт)` +
    `(?!\\p{L}))\\s*(?:${mailServices})(?!\\p{L})`,
  'giu',
);
const mailAtService = new RegExp(
  `(${localPart})\\s+at\\s+(?:gmail|googlemail|hotmail|icloud|protonmail)(?!\\p{L})`,
  'giu',
);

function mailsWithoutDomain(text: string): ContactDetail[] {
  return [
    ...[...text.matchAll(mailWithoutDomain)].map(([email]) => email),
    // "He is at gmail HQ": an ordinary word before "at" is no address.
    ...[...text.matchAll(mailAtService)]
      .filter(([, local]) => !isOrdinaryWord(local!))
      .map(([email]) => email),
  ].map((email) => ({ kind: 'email', text: email }));
}

const handle = /^[a-z0-9_](?:[a-z0-9_]|\.(?=[a-z0-9_])){2,29}/i;

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true }).add('@', {
  validate: (text, pos) => handle.exec(text.slice(pos))?.[0].length ?? 0,
});

/**
 * The readings of the normalised text (`normalise`) the parsers look at: without and
 * with look-alike letters as digits ("050|123" is set apart by bars, "O5O |23" has a 1 in it),
 * number words as digits, and @ and dots spelled out written as symbols.
 */
function variants(base: string) {
  const digits = [
    base,
    lookalikesToDigits(base),
    lookalikesToDigits(numberWordsToDigits(base, true)),
    lookalikesToDigits(numberWordsToDigits(base, false)),
  ];
  return { digits: [...new Set(digits)], spelled: spelledOut(base) };
}

/** The text with @ and dots spelled out ("at", "собака", "dot", "[.]") written as symbols. */
const spelledOut = (base: string) =>
  base.replace(spelledAt, '@').replace(spelledDot, '.').replace(bracketedDot, '.');

/**
 * What linkify-it needs before it finds anything: a scheme it knows ("http:", "https:", "ftp:",
 * "mailto:", "//"), an @ (an address, or a handle: our own scheme), or a dot before a letter (a
 * fuzzy host ends in a top-level domain, and every one begins with a letter).
 */
/** No country's numbers are shorter than this: a text with fewer digits skips the parser. */
const MIN_PHONE_DIGITS = 7;

const digitCount = (text: string) => text.match(/\d/g)?.length ?? 0;

/** Seven digits in the text, counting look-alike letters beside a digit ("O5O l23 45 67"). */
function mayHoldPhoneDigits(base: string): boolean {
  const digits = digitCount(base);
  if (digits === 0 || digits >= MIN_PHONE_DIGITS) return digits > 0;
  return digitCount(lookalikesToDigits(base)) >= MIN_PHONE_DIGITS;
}

const linkish = /\.\p{L}|(?:https?|ftp|mailto):|\/\/|@/iu;

/**
 * The cheap pre-check (issue 35, item 6): false only when the parsers could not find anything,
 * so most ordinary messages skip them. Without a number word the readings of the text differ
 * only by look-alike letters turned digits beside a digit, so a phone number needs seven digits
 * in the text once they are turned ("at 7", "room 12" skip the parsers), and a handle needs a
 * messenger's name, which turning letters into digits never makes; links, addresses and mail
 * without a domain all need what `linkish` looks for, in the text or in its spelled-out reading.
 */
export function mayHoldContactDetails(base: string): boolean {
  return (
    mayHoldPhoneDigits(base) ||
    mayHoldNumberWord(base) ||
    mentionsMessenger(base) ||
    linkish.test(base) ||
    linkish.test(spelledOut(base))
  );
}

function phones(text: string): string[] {
  if (digitCount(text) < MIN_PHONE_DIGITS) return [];
  const found = phoneCountries.flatMap((defaultCountry) =>
    findPhoneNumbersInText(text, { defaultCountry }).map((match) => match.number.number),
  );
  for (const run of text.match(spacedDigits) ?? []) {
    const digits = run.replace(/\D/g, '');
    const international = run.startsWith('+') || digits.startsWith('00');
    const valid = international
      ? isValidPhoneNumber(`+${digits.replace(/^00/, '')}`)
      : phoneCountries.some((country) => isValidPhoneNumber(digits, country));
    if (valid) found.push(run.trim());
  }
  return found;
}

/** linkify-it also takes a word that ends a sentence without a space ("həkiməm.Az") for a host. */
function isSentenceBreak(match: Match): boolean {
  if (match.schema !== '') return false;
  const host = match.text.split('/')[0] ?? '';
  const tld = host.slice(host.lastIndexOf('.') + 1);
  return tld !== tld.toLowerCase();
}

function linksIn(text: string): ContactDetail[] {
  return (linkify.match(text) ?? [])
    .filter((match) => !isSentenceBreak(match))
    .map((match) => ({
      kind: match.schema === '@' ? 'handle' : match.url.startsWith('mailto:') ? 'email' : 'link',
      text: match.text,
    }));
}

/** Every contact detail found in the text, each once. */
export function findContactDetails(text: string): ContactDetail[] {
  const base = normalise(text);
  return mayHoldContactDetails(base) ? detect(base) : [];
}

/** The full parse without the pre-check: what the pre-check's tests compare it with. */
export function parseContactDetails(text: string): ContactDetail[] {
  return detect(normalise(text));
}

function detect(base: string): ContactDetail[] {
  const { digits, spelled } = variants(base);
  const found: ContactDetail[] = [
    ...digits.flatMap((variant) =>
      phones(variant).map((number) => ({ kind: 'phone' as const, text: number })),
    ),
    ...digits.flatMap(platformHandles),
    ...linksIn(base),
    ...(spelled === base ? [] : linksIn(spelled)),
    ...mailsWithoutDomain(base),
  ];
  const seen = new Set<string>();
  return found.filter(({ kind, text: value }) => {
    const key = `${kind}\u0000${value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function hasContactDetails(text: string): boolean {
  return findContactDetails(text).length > 0;
}
