import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortName } from './member-name';

describe('the name shown before a mutual match (decision 018)', () => {
  it.each([
    ['Aysel Məmmədova', 'Aysel M.'],
    ['Elçin Əliyev', 'Elçin Ə.'],
    ['Gülnar Şükürova', 'Gülnar Ş.'],
    ['Ülviyyə İsmayılova', 'Ülviyyə İ.'],
    ['Анна Иванова', 'Анна И.'],
    ['Сергей Ёлкин', 'Сергей Ё.'],
    ['Anna-Maria Əliyeva-Qasımova', 'Anna-Maria Ə.'],
    ['Aysel Rauf qızı', 'Aysel R.'],
    ['  Aysel   Məmmədova  ', 'Aysel M.'],
    ["Liam O'Brien", 'Liam O.'],
    ['Aysel', 'Aysel'],
    ['Aysel -', 'Aysel'],
  ])('%s → %s', (full, short) => {
    expect(shortName(full)).toBe(short);
  });

  it('keeps a letter written with a combining mark whole', () => {
    expect(shortName('Aysel Q\u0323asımova')).toBe('Aysel Q\u0323.');
  });

  it('takes as the initial the first grapheme with a letter, marks and joiners included', () => {
    const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const pieces = [
      'a',
      'Ə',
      'ı',
      'Я',
      'ё',
      '\u0301',
      '\u0323',
      '\u0483',
      '\u200c',
      '\u200d',
      '\ufe0f',
    ];
    const more = [
      'ᄀ',
      'ᅡ',
      'ｶ',
      '\uff9e',
      "'",
      '-',
      '1',
      '.',
      '😀',
      '\u{1f3fd}',
      '\u20e3',
      'ب',
      '\u0651',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces, ...more), { minLength: 1, maxLength: 6 }),
        (parts) => {
          const surname = parts.join('').normalize('NFC');
          const initial = [...graphemes.segment(surname)].find((part) =>
            /\p{L}/u.test(part.segment),
          );
          expect(shortName(`Aysel ${surname}`)).toBe(
            initial ? `Aysel ${initial.segment}.` : 'Aysel',
          );
        },
      ),
    );
  });

  it('never shows more of the surname than its first letter', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-zƏəÇçŞşĞğÖöÜüİıА-Яа-яЁё-]{1,12}$/),
        fc.stringMatching(/^[A-Za-zƏəÇçŞşĞğÖöÜüİıА-Яа-яЁё]{2,12}$/),
        (first, surname) => {
          expect(shortName(`${first} ${surname}`)).toBe(`${first} ${[...surname][0]}.`);
        },
      ),
    );
  });

  it('answers a name asked again, or asked after many others, as it did the first time', () => {
    // Issue 35: the names shortened lately are kept; a kept answer is the one computed.
    const names = ['Aysel Məmmədova', 'Aysel Q\u0323asımova', '  Elçin   Əliyev ', 'Aysel -'];
    const first = names.map((name) => shortName(name));
    for (let n = 0; n < 10_050; n += 1) shortName(`Ad${n} Soyad${n}`);
    expect(names.map((name) => shortName(name))).toEqual(first);
    expect(first).toEqual(['Aysel M.', 'Aysel Q\u0323.', 'Elçin Ə.', 'Aysel']);
  });
});
