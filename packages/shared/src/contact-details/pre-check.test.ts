import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findContactDetails, mayHoldContactDetails, parseContactDetails } from './detector';
import { normalise } from './normalise';
import { mayHoldNumberWord, numberWordsToDigits } from './number-words';
import { mustCatch, mustPass } from './test-set';

// Issue 35, item 6: the pre-check may only skip the parsers where they would find nothing, so
// the detector answers exactly what the full parse answers, on the test set and on random text
// built from what the parsers look for.

const fragments = [
  // number words in every spelling family, and "on" that is ten only before a unit
  ...'sıfır SIFIR İKİ iki bir BİR üç dörd beş altı yeddi səkkiz doqquz on otuz qırx əlli yüz'.split(
    ' ',
  ),
  ...'ноль один два три пять семь сто двадцать сорок pyat pjat dvadcat sem odin'.split(' '),
  ...'zero oh one two three seven eight ten twenty hundred on On ON'.split(' '),
  "pyat'",
  'pyaʼt',
  'onʼ',
  "on'",
  // messengers and their look-alikes
  ...'instagram Instagramda insta ig tg vk telegram teleqram whatsapp whats app ватсап телега'.split(
    ' ',
  ),
  ...'signal line imo kik snap вайбер tеlegram іnstagram'.split(' '),
  // mail and links
  ...'at AT эт собака гав dot точка тчк nöqtə gmail mail ru com az www http: https: mailto: ftp:'.split(
    ' ',
  ),
  '//',
  '(at)',
  '[.]',
  '(.)',
  'localhost',
  'xn--p1ai',
  // digits and their disguises
  ...'0 5 7 050 123 45 67 +994 O o О l I | З S B Б ０ ５ ١ ۴ ६'.split(' '),
  // ordinary words
  ...'salam necəsən yaxşı привет как дела hello how are you work home bu gün'.split(' '),
];
const characters = [
  ...' .,:;!?@/\\-_()[]{}<>|\'’ʼ"#*~=+\n\t',
  '\u200B',
  '\u00AD',
  '＠',
  '．',
  '。',
  '：',
  '／',
  ...'abcdeiklmnostuxyzAIKOST',
  ...'əıİşçöüğƏŞÇÖÜ',
  ...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАОСТ',
];

const text = fc
  .array(fc.oneof(fc.constantFrom(...fragments), fc.constantFrom(...characters)), {
    maxLength: 14,
  })
  .map((parts) => parts.join(''));
const spaced = fc
  .array(fc.oneof(fc.constantFrom(...fragments), fc.constantFrom(...characters)), {
    maxLength: 10,
  })
  .map((parts) => parts.join(' '));

describe('the pre-check before the contact-details parsers', () => {
  it.each([...mustCatch, ...mustPass])('answers as the full parse for %s', (sample) => {
    expect(findContactDetails(sample)).toEqual(parseContactDetails(sample));
  });

  it('answers as the full parse for random text of number words, names, symbols and scripts', () => {
    fc.assert(
      fc.property(fc.oneof(text, spaced), (sample) => {
        expect(findContactDetails(sample)).toEqual(parseContactDetails(sample));
      }),
      { numRuns: 4000 },
    );
  });

  it('sees every number word the reader turns into digits, however it is cased or marked', () => {
    fc.assert(
      fc.property(fc.oneof(text, spaced), fc.boolean(), (sample, grouped) => {
        if (numberWordsToDigits(sample, grouped) !== sample) {
          expect(mayHoldNumberWord(sample)).toBe(true);
        }
      }),
      { numRuns: 20_000 },
    );
    for (const sample of ['İKİ', 'SIFIR', "on' beş", 'onʼ beş', 'pyaʼt', 'ON, BİR']) {
      expect(numberWordsToDigits(sample, true)).not.toBe(sample);
      expect(mayHoldNumberWord(sample)).toBe(true);
    }
    // "on" alone is a preposition, and ordinary words are no number words.
    expect(mayHoldNumberWord('call me on Monday, salam necəsən')).toBe(false);
  });

  it('lets a line with a few digits skip the parsers, not one with a number in look-alikes', () => {
    const mayHold = (line: string) => mayHoldContactDetails(normalise(line));
    for (const line of ['bench 3', 'room 12, floor 4', 'Tomorrow after 7pm?', 'Bakı 2026']) {
      expect(mayHold(line)).toBe(false);
    }
    for (const line of ['050 123 45 67', 'O5O l23 45 67', '5O5 l2 З4 B7', '+994501234567']) {
      expect(mayHold(line)).toBe(true);
    }
  });

  it('answers as the full parse for arbitrary Unicode text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (sample) => {
        expect(findContactDetails(sample)).toEqual(parseContactDetails(sample));
      }),
      { numRuns: 1000 },
    );
  });
});
