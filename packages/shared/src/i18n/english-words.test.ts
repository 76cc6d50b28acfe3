import { describe, expect, it } from 'vitest';
import az from './az.json';
import ru from './ru.json';
import { catalogueTexts, type CatalogueTree } from './catalogue-tree';
import {
  englishWordsInCatalogueText,
  englishWordsOnScreen,
  MONTH_PLACEHOLDER,
  wordsOf,
  type CheckedLanguage,
} from './english-words';

/** `key: word` for each Latin word a Russian or Azerbaijani screen would show in English. */
function englishWords(language: CheckedLanguage, catalogue: CatalogueTree): string[] {
  return catalogueTexts(catalogue).flatMap(([key, text]) =>
    englishWordsInCatalogueText(language, text).map((word) => `${key}: ${word}`),
  );
}

describe('one language per screen (issue 22)', () => {
  it('shows no English word on a Russian screen, brand and code names aside', () => {
    expect(englishWords('ru', ru as unknown as CatalogueTree)).toEqual([]);
  });

  it('shows no English word on an Azerbaijani screen beyond what the spec quotes', () => {
    expect(englishWords('az', az as unknown as CatalogueTree)).toEqual([]);
  });

  it('finds an English word where one slips in', () => {
    const slipped = { chat: { online: 'Online', send: 'Send', title: 'Вход' } };
    expect(englishWords('ru', slipped)).toEqual(['chat.online: Online', 'chat.send: Send']);
    expect(englishWords('az', { a: { b: 'Link göndər', c: 'Jazz', d: 'Yeni match' } })).toEqual([
      'a.b: Link',
      'a.c: Jazz',
    ]);
  });

  it('addresses the reader as "siz" in Azerbaijani, never "sən"', () => {
    const informal = catalogueTexts(az as unknown as CatalogueTree).filter(([, text]) =>
      wordsOf(text).some((word) => /^(sən|səni|sənin|sənə|səndən)$/iu.test(word)),
    );
    expect(informal).toEqual([]);
  });

  it('spells "cütlük" right everywhere', () => {
    expect(
      catalogueTexts(az as unknown as CatalogueTree).filter(([, text]) => /çütlük/iu.test(text)),
    ).toEqual([]);
  });
});

describe('what a screen shows (issue 37, item 4)', () => {
  it('finds the English interface words, not the Latin names of members or addresses', () => {
    const russian =
      'Нигяр Гусейнова\nNigar Hüseynova, Bakı\nSettings\nnigar-1@e2e.vusal.test\nAmerica/New_York';
    expect(englishWordsOnScreen('ru', russian)).toEqual(['Settings']);
    const azerbaijani = 'Yeni match · Elvin Q. · 6 may 2026 · Online · Send message · Vüsal';
    expect(englishWordsOnScreen('az', azerbaijani)).toEqual(['Send', 'message']);
  });

  it("catches a date Intl wrote without the month's name, and only that", () => {
    expect('2026 M12 6 07:38').toMatch(MONTH_PLACEHOLDER);
    expect('6 M1 2026').toMatch(MONTH_PLACEHOLDER);
    for (const date of ['6 dekabr 2026, 07:38', 'Dec 6, 2026', 'MM12', 'M123', 'AM12']) {
      expect(date).not.toMatch(MONTH_PLACEHOLDER);
    }
  });
});
