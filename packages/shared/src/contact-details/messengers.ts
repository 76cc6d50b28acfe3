/**
 * A messenger's name next to a handle or a number (issue 24, issue 34 item 7): "instagram aysel",
 * "tg: aysel_92", "aysel_92 instagram", "aysel on telegram", "мой телеграм aysel". The name alone
 * is ordinary talk ("Instagramda çox vaxt keçirmirəm"), so only what stands next to it decides.
 */
import type { ContactDetail } from './detector';

const names = {
  // Only these names: they may carry a case ending ("instagramda", "ватсапе").
  long:
    'instagram|telegram|teleqram|whats ?app|whatsap|watsapp?|vatsapp?|votsapp?|viber|vayber|' +
    'skype|snapchat|facebook|tiktok|wechat|weixin|инстаграм|телеграм|ватсап|вотсап|вацап|' +
    'вайбер|скайп|фейсбук|тикток|вичат|дискорд',
  // Whole words only ("ig", not "ignore").
  short: 'insta|instada|inst|ig|tg|fb|vk|инста|инст|тг|вк|телега|телеге',
  // Ordinary words too ("a line", "signal zəifdir", "imo" for "in my opinion"): a name only
  // before a handle with a digit, "_", "." or "@", or before the digits of a number.
  ordinary: 'line|layn|signal|siqnal|discord|diskord|kik|imo|snap|лайн|сигнал|кик|имо',
};
const platform = new RegExp(
  `(?<!\\p{L})(?:(?<long>${names.long})(?<ending>\\p{L}{0,4})|(?<short>${names.short})|` +
    `(?<ordinary>${names.ordinary}))(?!\\p{L})`,
  'giu',
);

const anyPlatform = new RegExp(platform.source, 'iu');

/** Whether a messenger's name stands in the text: without one, `platformHandles` finds nothing. */
export const mentionsMessenger = (text: string) => anyPlatform.test(text);

/** A handle as people write one: Latin letters with a digit, an underscore or a dot, or an @. */
const handleLike =
  /^@[a-z0-9_][a-z0-9_.]{1,29}$|^(?=.*[a-z])(?=.*[\d_.])[a-z0-9_][a-z0-9_.]{2,29}$/i;
/** A handle of letters only ("aysel"): a name after a messenger's, or before "on telegram". */
const plainWord = /^[a-z][a-z0-9]{2,29}$/i;

/**
 * Words that follow or precede a messenger's name in ordinary sentences (en, az and ru typed
 * in Latin letters): none of them is taken for a handle of letters only.
 */
const ordinaryWords = new Set(
  (
    'is am be me us we he she it my to of the and are was were has have had not for but you ' +
    'your our his her its they them this that with from too also only just very much more ' +
    'less lot lots any all some never ever always often rarely sometimes anymore already ' +
    'still now today yet again though instead account accounts page pages profile profiles ' +
    'story stories reels reel post posts photo photos picture pictures video videos feed ' +
    'chat chats call calls group groups channel channels message messages messenger content ' +
    'news app apps web link links stuff things people friends family users user followers ' +
    'follower likes life time day days hour hours year years week weeks work business ads ' +
    'blog live online offline mostly mainly daily use used using talk talking write writing ' +
    'text texting posting scroll scrolling find follow add like love hate deleted delete ' +
    'left leave quit install installed active inactive available busy free addict addicted ' +
    'fan lol haha either neither nor yes yeah nope isnt dont doesnt cant wont didnt here ' +
    'there where when what who why how which maybe please thanks later first last best worst ' +
    'other else someone anyone everyone nobody nothing something everything forever together ' +
    'alone yox var deyil yoxdur yazin yazmayin yazmiram istifade etmirem edirem etmir cox ' +
    'hec amma ve ile ya bu burada orada sonra indi artiq hesab hesabim sehife sehifem kanal ' +
    'kanalim kanali qrup qrupu zeng sekil sekiller paylasim men sen biz siz onlar mene sene ' +
    'net est nado tolko ochen mnogo gruppa zvonok pishite pishi'
  ).split(' '),
);

export const isOrdinaryWord = (word: string) => ordinaryWords.has(word.toLowerCase());

const handleFollowers = new Set('yaz yazin add follow dm pls plz please'.split(' '));

/** A word, then "on", "in", "at", "в" or "на", then the name: "aysel on telegram". */
const linkWords = /(?:^|[^\p{L}])(?<word>[a-z][a-z0-9]{2,29})\s+(?:on|in|at|@|в|во|на)\s*$/iu;
const handleBefore = /(?:^|[\s:,;(])(?<token>@?[a-z0-9_.]{3,30})[\s:=|/,-]*$/i;

/** A handle before the name: "aysel_92 instagram", "aysel on telegram". */
function handleBeforeName(before: string): boolean {
  const token = handleBefore.exec(before)?.groups?.token;
  if (token && handleLike.test(token.replace(/\.+$/, ''))) return true;
  const word = linkWords.exec(before)?.groups?.word;
  return word !== undefined && !isOrdinaryWord(word);
}

/**
 * The first word after the name, when it reads as a handle of letters only: "instagram aysel",
 * "tg: aysel". Not after a case ending ("Telegramda yazın", "Instagram-a"), unless a colon says
 * what follows is the handle ("instagramım: aysel").
 */
function plainHandleAfter(after: string, ending: string): boolean {
  if (/^-\p{L}/u.test(after)) return false;
  const explicit = /^\s*[:=→>-]/.test(after);
  if (ending && !explicit) return false;
  const [, first, rest = ''] = /^[\s:=→>–—-]*@?([^\s,.!?;:()]+)(.*)$/su.exec(after) ?? [];
  if (!first || !plainWord.test(first) || isOrdinaryWord(first)) return false;
  if (explicit || /^\s*(?:$|[,.!?;:)])/.test(rest)) return true;
  // What follows the handle ends the thought: a Russian word, or "yaz", "add".
  const next = /^\s+(\S+)/.exec(rest)?.[1] ?? '';
  return /\p{Script=Cyrillic}/u.test(next) || handleFollowers.has(next.toLowerCase());
}

/** A messenger's name next to a handle or the digits of a number. */
export function platformHandles(text: string): ContactDetail[] {
  const found: ContactDetail[] = [];
  for (const match of text.matchAll(platform)) {
    const end = match.index + match[0].length;
    const after = text.slice(end, end + 40);
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const tokens = after
      .split(/[\s:=>(),;-]+/)
      .map((token) => token.replace(/[.!?)]+$/, ''))
      .filter(Boolean)
      .slice(0, 3);
    const { ordinary, ending = '' } = match.groups ?? {};
    const near =
      tokens.some((token) => handleLike.test(token)) ||
      after.replace(/\D/g, '').length >= 5 ||
      (ordinary === undefined && (plainHandleAfter(after, ending) || handleBeforeName(before)));
    if (near) found.push({ kind: 'handle', text: `${before}${match[0]}${after}`.trim() });
  }
  return found;
}
