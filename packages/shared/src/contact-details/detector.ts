import {
  findPhoneNumbersInText,
  isValidPhoneNumber,
  type CountryCode,
} from 'libphonenumber-js/min';
import { LinkifyIt, type Match } from 'linkify-it';
import { lookalikesToDigits, numberWordsToDigits } from './number-words';

/**
 * Contact details in free text (issue 24): phone numbers, e-mail addresses, links and handles,
 * also when disguised (digits as words or look-alike letters, "at"/"dot" spelled out). The
 * maintained parsers (libphonenumber-js, linkify-it) decide what is a number or an address; this
 * module only rewrites the disguises into a form they read. It runs in the browser and on the
 * server, so a form refuses the same text the server refuses.
 */
export type ContactKind = 'phone' | 'email' | 'link' | 'handle';
export type ContactDetail = { kind: ContactKind; text: string };

/** The countries whose numbers members here most often give: their own, Russia's, Turkey's. */
const phoneCountries: CountryCode[] = ['AZ', 'RU', 'TR'];

// Invisible characters, and the emoji marks (variation selector, keycap) that make 0️⃣ of a 0.
const invisible = /[\u00AD\u200B-\u200D\u2060\uFEFF]|\uFE0F|\u20E3/g;

/** Digits set apart by spaces, dots, dashes or brackets, as a number is typed to be read. */
const spacedDigits = /\+?\d(?:[\s().-]{0,3}\d){6,}/g;

const spelledSymbol = (words: string) =>
  new RegExp(`\\s*[([{<]?\\s*(?<!\\p{L})(?:${words})(?!\\p{L})\\s*[)\\]}>]?\\s*`, 'giu');
// "собака" and "гав" are the Russian names of @; "nöqtə" is Azerbaijani for the dot.
const spelledAt = spelledSymbol('at|эт|собака|собачка|гав');
const spelledDot = spelledSymbol('dot|точка|тчк|nöqtə|noqte');

// Messengers and networks, as written in az, ru and en. Long names may carry a case ending
// ("instagramda", "ватсапе"); short ones count only as whole words ("ig", not "ignore").
const platform = new RegExp(
  '(?<!\\p{L})(?:(?:instagram|telegram|teleqram|whats ?app|whatsap|watsapp?|vatsapp?|votsapp?|' +
    'viber|vayber|skype|snapchat|facebook|tiktok|инстаграм|телеграм|ватсап|вотсап|вацап|' +
    'вайбер|скайп|фейсбук|тикток)\\p{L}{0,4}|(?:insta|instada|inst|ig|tg|fb|vk|imo|snap|' +
    'инста|инст|тг|вк|телега|телеге)(?!\\p{L}))',
  'giu',
);
/** A handle as people write one: Latin letters with a digit, an underscore or a dot, or an @. */
const handleLike =
  /^@[a-z0-9_][a-z0-9_.]{1,29}$|^(?=.*[a-z])(?=.*[\d_.])[a-z0-9_][a-z0-9_.]{2,29}$/i;
const handle = /^[a-z0-9_](?:[a-z0-9_]|\.(?=[a-z0-9_])){2,29}/i;

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true }).add('@', {
  validate: (text, pos) => handle.exec(text.slice(pos))?.[0].length ?? 0,
});

function variants(text: string) {
  const base = text.normalize('NFKC').replace(invisible, '');
  const digits = [
    lookalikesToDigits(base),
    lookalikesToDigits(numberWordsToDigits(base, true)),
    lookalikesToDigits(numberWordsToDigits(base, false)),
  ];
  const spelled = base.replace(spelledAt, '@').replace(spelledDot, '.');
  return { base, digits: [...new Set(digits)], spelled };
}

/** No country's numbers are shorter than this: a text with fewer digits skips the parser. */
const MIN_PHONE_DIGITS = 7;

function phones(text: string): string[] {
  if ((text.match(/\d/g)?.length ?? 0) < MIN_PHONE_DIGITS) return [];
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

/** A messenger's name followed by a handle or by the digits of a number. */
function platformHandles(text: string): ContactDetail[] {
  const found: ContactDetail[] = [];
  for (const match of text.matchAll(platform)) {
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
    const tokens = after
      .split(/[\s:=>(),;-]+/)
      .map((token) => token.replace(/[.!?)]+$/, ''))
      .filter(Boolean)
      .slice(0, 3);
    const digitCount = after.replace(/\D/g, '').length;
    if (tokens.some((token) => handleLike.test(token)) || digitCount >= 5)
      found.push({ kind: 'handle', text: `${match[0]}${after}`.trim() });
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
  const { base, digits, spelled } = variants(text);
  const found: ContactDetail[] = [
    ...digits.flatMap((variant) =>
      phones(variant).map((number) => ({ kind: 'phone' as const, text: number })),
    ),
    ...digits.flatMap(platformHandles),
    ...linksIn(base),
    ...(spelled === base ? [] : linksIn(spelled)),
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
