import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import az from '../i18n/az.json';
import en from '../i18n/en.json';
import ru from '../i18n/ru.json';
import { questionsById } from './questions';
import { compatibilityReasons, reasonTopics } from './reasons';
import { importanceLevels, type Answers, type Importance, type QuestionAnswer } from './score';

const agreeing = (importance: Importance = 'very'): QuestionAnswer => ({
  answer: 0,
  accepted: [0],
  importance,
});
const refusing = (importance: Importance = 'very'): QuestionAnswer => ({
  answer: 1,
  accepted: [1],
  importance,
});

// Questions by topic: 12, 13 children; 17, 18 parents; 24, 25 relocation; 36 habits;
// 30 money; 1 faith (sensitive); 38 alcohol (sensitive).
const aysel: Answers = new Map([
  [12, agreeing('mandatory')],
  [13, agreeing()],
  [17, agreeing()],
  [18, agreeing('somewhat')],
  [24, agreeing()],
  [25, agreeing('very')],
  [30, agreeing('aLittle')],
  [1, agreeing('very')],
  [38, agreeing('mandatory')],
]);
const rauf: Answers = new Map([
  [12, agreeing()],
  [13, agreeing()],
  [17, agreeing('very')],
  [18, agreeing()],
  [24, refusing()],
  [25, refusing('mandatory')],
  [30, agreeing('aLittle')],
  [1, refusing('mandatory')],
  [38, refusing('mandatory')],
]);

describe('the reasons behind a match', () => {
  it('name the clearest agreements and the clearest difference, by topic', () => {
    expect(compatibilityReasons(aysel, rauf)).toEqual([
      { key: 'compatibility.reasons.agree', params: { topics: ['children', 'parents'] } },
      { key: 'compatibility.reasons.differ', params: { topics: ['relocation'] } },
    ]);
  });

  it('never name a sensitive question, however much it weighs', () => {
    const topics = compatibilityReasons(aysel, rauf).flatMap((r) => r.params.topics);
    expect(topics).not.toContain('faith');
    expect(topics).not.toContain('habits');
  });

  it('are the same for both members', () => {
    expect(compatibilityReasons(rauf, aysel)).toEqual(compatibilityReasons(aysel, rauf));
  });

  it('give three agreements when there is no difference, and none below 5 shared questions', () => {
    const same = new Map([...aysel].filter(([id]) => id !== 24 && id !== 25));
    expect(compatibilityReasons(same, same)).toEqual([
      { key: 'compatibility.reasons.agree', params: { topics: ['children', 'parents', 'money'] } },
    ]);
    expect(compatibilityReasons(new Map([...aysel].slice(0, 4)), rauf)).toEqual([]);
  });

  it('have their texts, with every topic they can name, in en, az and ru', () => {
    for (const catalogue of [en, az, ru]) {
      const { agree, differ, topics } = catalogue.compatibility.reasons;
      expect(agree).toContain('{{topics}}');
      expect(differ).toContain('{{topics}}');
      expect(Object.keys(topics).sort()).toEqual([...reasonTopics].sort());
    }
  });

  it('name at most three topics, never the same twice, for any answers', () => {
    const ids = [...questionsById.keys()];
    const answer = fc.record({
      answer: fc.integer({ min: 0, max: 1 }),
      accepted: fc.uniqueArray(fc.integer({ min: 0, max: 1 }), { maxLength: 2 }),
      importance: fc.constantFrom(...importanceLevels),
    });
    const answers = fc
      .uniqueArray(fc.tuple(fc.constantFrom(...ids), answer), {
        selector: ([id]) => id,
        maxLength: 20,
      })
      .map((entries): Answers => new Map(entries));
    fc.assert(
      fc.property(answers, answers, (a, b) => {
        const topics = compatibilityReasons(a, b).flatMap((r) => r.params.topics);
        return topics.length <= 3 && new Set(topics).size === topics.length;
      }),
    );
  });
});
