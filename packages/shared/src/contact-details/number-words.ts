/**
 * Digits spelled as words (az, ru, en), so "sıfır əlli bir iki üç" reads as "0 50 1 2 3" to the
 * phone parser. People dictate numbers in groups ("сто двадцать три", "qırx beş"), so a run of
 * number words is folded into group values the way it would be spoken: hundreds, tens, units.
 */

type WordKind = 'unit' | 'teen' | 'tens' | 'hundreds' | 'hundredTimes';
type NumberWord = { kind: WordKind; value: number };

/**
 * Each list is indexed by the value it names (units 0–9, teens 11–19, tens 10–90, hundreds
 * 100–900); a slot holds every spelling in use, separated by spaces. Azerbaijani is listed with
 * and without its own letters (ı ə ş ç ü ö), as people type either; Russian also in Latin letters,
 * as one common spelling ("pyat", "dvadtsat") that `latinSpellings` varies ("pjat", "dvadcat").
 */
const spellings: Record<Exclude<WordKind, 'hundredTimes'>, string[]> & { hundredTimes: string } = {
  unit: [
    'sıfır sifir ноль нуль zero oh nol nul',
    'bir один одна one odin odna',
    'iki два две two dva dve',
    'üç uç üc uc три three tri',
    'dörd dord четыре four chetyre chetire',
    'beş bes пять five pyat',
    'altı alti шесть six shest',
    'yeddi семь seven sem',
    'səkkiz sekkiz восемь eight vosem',
    'doqquz девять nine devyat',
  ],
  teen: [
    '',
    'одиннадцать eleven odinnadtsat',
    'двенадцать twelve dvenadtsat',
    'тринадцать thirteen trinadtsat',
    'четырнадцать fourteen chetyrnadtsat',
    'пятнадцать fifteen pyatnadtsat',
    'шестнадцать sixteen shestnadtsat',
    'семнадцать seventeen semnadtsat',
    'восемнадцать eighteen vosemnadtsat',
    'девятнадцать nineteen devyatnadtsat',
  ],
  tens: [
    '',
    'on десять ten desyat',
    'iyirmi двадцать twenty dvadtsat',
    'otuz тридцать thirty tridtsat',
    'qırx qirx сорок forty sorok',
    'əlli elli пятьдесят fifty pyatdesyat',
    'altmış altmis шестьдесят sixty shestdesyat',
    'yetmiş yetmis семьдесят seventy semdesyat',
    'səksən seksen восемьдесят eighty vosemdesyat',
    'doxsan девяносто ninety devyanosto',
  ],
  hundreds: [
    '',
    'сто sto',
    'двести dvesti',
    'триста trista',
    'четыреста chetyresta',
    'пятьсот pyatsot',
    'шестьсот shestsot',
    'семьсот semsot',
    'восемьсот vosemsot',
    'девятьсот devyatsot',
  ],
  // "üç yüz", "three hundred": the hundred multiplies the unit before it.
  hundredTimes: 'yüz yuz hundred',
};

const valueAt = (kind: 'unit' | 'teen' | 'tens' | 'hundreds', index: number) =>
  kind === 'teen' ? 10 + index : index * { unit: 1, tens: 10, hundreds: 100 }[kind];

/** "pyatdesyat" is also typed "pjatdesjat", "piatdesiat"; "dvadtsat" also "dvadcat". */
const latinSpellings = (word: string) =>
  /^[a-z]+$/.test(word)
    ? [...new Set(['ya', 'ja', 'ia'].map((ya) => word.replaceAll('ya', ya)))].flatMap((spelling) =>
        spelling.includes('dts') ? [spelling, spelling.replace('dts', 'dc')] : [spelling],
      )
    : [word];

const numberWords = new Map<string, NumberWord>([
  ...(['unit', 'teen', 'tens', 'hundreds'] as const).flatMap((kind) =>
    spellings[kind].flatMap((slot, index) =>
      slot
        .split(' ')
        .filter(Boolean)
        .flatMap(latinSpellings)
        .map((word) => [word, { kind, value: valueAt(kind, index) }] as const),
    ),
  ),
  ...spellings.hundredTimes
    .split(' ')
    .map((word) => [word, { kind: 'hundredTimes' as const, value: 100 }] as const),
]);

// A number word as the pre-check reads it: lower-cased as `lower` does, which the regular
// expression's case folding does not (İ is i, I is also ı). "on" counts only before a unit,
// which is a number word of its own, so it needs no place here.
const pattern = (word: string) => word.replace(/i/g, '[iİ]').replace(/ı/g, '[ıI]');
const anyNumberWord = new RegExp(
  `(?<!\\p{L})(?:${[...numberWords.keys()]
    .filter((word) => word !== 'on')
    .map(pattern)
    .join('|')})(?!\\p{L})`,
  'iu',
);

/**
 * Whether the text may hold a number word (issue 35, item 6): never false when
 * `numberWordsToDigits` would change it. "ʼ" is a letter to `wordRun` and dropped by `lower`, so
 * the check reads the text without it.
 */
export const mayHoldNumberWord = (text: string) => anyNumberWord.test(text.replace(/ʼ/g, ''));

/** One spoken group ("üç yüz iyirmi bir" → 321) being read. */
class Group {
  private hundreds = 0;
  private tens = 0;
  private units = 0;
  private has = { hundreds: false, tens: false, units: false };

  get empty() {
    return !this.has.hundreds && !this.has.tens && !this.has.units;
  }

  /** Takes the word into this group, or says it starts the next one. */
  take(word: NumberWord): boolean {
    const { kind, value } = word;
    if (kind === 'hundredTimes') {
      if (this.has.hundreds || this.has.tens) return false;
      this.hundreds = (this.has.units ? this.units : 1) * value;
      this.units = 0;
      this.has = { hundreds: true, tens: false, units: false };
      return true;
    }
    if (kind === 'hundreds') {
      if (!this.empty) return false;
      this.hundreds = value;
      this.has.hundreds = true;
      return true;
    }
    if (kind === 'tens' || kind === 'teen') {
      if (this.has.tens || this.has.units) return false;
      this.tens = value;
      this.has.tens = true;
      this.has.units = kind === 'teen';
      return true;
    }
    // A spoken zero is always a digit of its own ("sıfır əlli" is 0 50, not 50).
    if (this.has.units || (value === 0 && !this.empty)) return false;
    this.units = value;
    this.has.units = true;
    return true;
  }

  toString() {
    return String(this.hundreds + this.tens + this.units);
  }
}

/** Words, with the spaces, commas or hyphens between them; "pyat'" keeps its soft sign. */
const wordRun = /\p{L}+['’ʼ]?(?:[\s,-]+\p{L}+['’ʼ]?)*/gu;

// Azerbaijani casing (İ → i, I → ı) without the cost of a locale-aware lower-casing per word.
const lower = (word: string) =>
  word.replace(/İ/g, 'i').replace(/I/g, 'ı').replace(/['’ʼ]/g, '').toLowerCase();

const lookUp = (part: string | undefined) =>
  part === undefined ? undefined : numberWords.get(lower(part));

// "on" is ten in Azerbaijani and a preposition in English: it counts only before a unit
// ("on beş" is 15), so "call me on 050…" keeps its digits apart.
function numberWordAt(parts: string[], index: number): NumberWord | undefined {
  const word = lookUp(parts[index]);
  if (word?.value !== 10 || lower(parts[index]!) !== 'on') return word;
  const next = lookUp(parts[index + 2]);
  return next?.kind === 'unit' && next.value > 0 ? word : undefined;
}

function readRun(run: string, grouped: boolean): string {
  // Odd indexes hold the separators, even ones the words.
  const parts = run.split(/([\s,-]+)/);
  let out = '';
  let gap = '';
  let group = new Group();
  const endGroup = () => {
    if (!group.empty) out += group.toString();
    group = new Group();
  };
  parts.forEach((part, index) => {
    if (index % 2 === 1) {
      gap = part;
      return;
    }
    const word = numberWordAt(parts, index);
    if (word && grouped && !group.empty && group.take(word)) return;
    const afterNumber = !group.empty;
    endGroup();
    // Spoken groups are often set apart by commas ("qırx beş, altmış yeddi"): one number.
    out += afterNumber && word ? ' ' : gap;
    gap = '';
    if (word) group.take(word);
    else out += part;
  });
  endGroup();
  return out;
}

/**
 * The text with every run of number words written as the digits it speaks. "əlli bir iki" is
 * 51 2 when read in groups and 50 1 2 word by word; both readings are plausible, so callers
 * look at each.
 */
export function numberWordsToDigits(text: string, grouped: boolean): string {
  return text.replace(wordRun, (run) => readRun(run, grouped));
}

// Letters that stand in for digits: O (Latin or Cyrillic) for 0, l, I and | for 1, З for 3,
// S for 5, B for 8, Б for 6. Only inside a token of digits and such letters with a digit in it,
// so a word never turns into a number.
const lookalikes: Record<string, string> = {
  O: '0',
  o: '0',
  О: '0',
  о: '0',
  l: '1',
  I: '1',
  '|': '1',
  З: '3',
  з: '3',
  S: '5',
  B: '8',
  Б: '6',
};
const mixedToken = /(?<![\p{L}\p{N}])[\dOoОоlI|ЗзSBБ]*\d[\dOoОоlI|ЗзSBБ]*(?![\p{L}\p{N}])/gu;

/** "O5O l23" → "050 123": only inside tokens that already hold a digit. */
export function lookalikesToDigits(text: string): string {
  return text.replace(mixedToken, (token) =>
    token.replace(/[OoОоlI|ЗзSBБ]/g, (c) => lookalikes[c]!),
  );
}
