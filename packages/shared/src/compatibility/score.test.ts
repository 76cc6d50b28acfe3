import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combineShares,
  importanceLevels,
  matchPercentage,
  satisfaction,
  scorableAnswers,
  sharedQuestions,
  type Answers,
  type Importance,
  type QuestionAnswer,
} from './score';

const answer = (importance: Importance, own = 0, accepted = [0]): QuestionAnswer => ({
  answer: own,
  accepted,
  importance,
});
/** Answers to questions 1, 2, 3… in order. */
const member = (...answers: QuestionAnswer[]): Answers =>
  new Map(answers.map((value, index) => [index + 1, value]));

describe('the match percentage', () => {
  it("reproduces OkCupid's published example: 98 % and 91 % make 94 % before the margin", () => {
    expect(Math.round(combineShares(0.98, 0.91) * 100)).toBe(94);
  });

  it('reproduces it from answers: shares of 98 % and 91 % on 10 questions, then 1/10 off', () => {
    // A earns 490 of 500 points from B (an unmet "Somewhat"); B earns 500 of 550 from A.
    const a = member(
      answer('mandatory'),
      ...Array.from({ length: 4 }, () => answer('very')),
      ...Array.from({ length: 4 }, () => answer('somewhat')),
      answer('somewhat', 0, [1]),
    );
    const b = member(
      answer('mandatory'),
      ...Array.from({ length: 5 }, () => answer('very')),
      answer('very', 0, [1]),
      ...Array.from({ length: 3 }, () => answer('irrelevant')),
    );
    const shared = sharedQuestions(a, b);
    expect(satisfaction(a, b, shared)).toBeCloseTo(0.98);
    expect(satisfaction(b, a, shared)).toBeCloseTo(0.909, 3);
    expect(Math.round(combineShares(0.98, 500 / 550) * 100)).toBe(94);
    expect(matchPercentage(a, b)).toBe(84);
  });

  it('is shown only from 5 shared questions', () => {
    const four = member(...Array.from({ length: 4 }, () => answer('very')));
    const five = member(...Array.from({ length: 5 }, () => answer('very')));
    expect(matchPercentage(four, four)).toBeNull();
    expect(matchPercentage(five, five)).toBe(80);
  });

  it('counts only the questions both answered', () => {
    const a = member(...Array.from({ length: 8 }, () => answer('very')));
    const b: Answers = new Map([...a].slice(0, 5).concat([[99, answer('very', 1, [1])]]));
    expect(sharedQuestions(a, b)).toEqual([1, 2, 3, 4, 5]);
    expect(matchPercentage(a, b)).toBe(80);
  });

  it('leaves sensitive answers out without consent, and unknown questions always', () => {
    const answers: Answers = new Map([
      [1, answer('very')],
      [12, answer('very')],
      [100_000, answer('very')],
    ]);
    expect([...scorableAnswers(answers, false).keys()]).toEqual([12]);
    expect([...scorableAnswers(answers, true).keys()]).toEqual([1, 12]);
  });
});

const questionIds = fc.integer({ min: 1, max: 12 });
const questionAnswer = fc.record({
  answer: fc.integer({ min: 0, max: 4 }),
  accepted: fc.uniqueArray(fc.integer({ min: 0, max: 4 }), { maxLength: 5 }),
  importance: fc.constantFrom(...importanceLevels),
});
const answers = fc
  .uniqueArray(fc.tuple(questionIds, questionAnswer), { selector: ([id]) => id, maxLength: 12 })
  .map((entries): Answers => new Map(entries));

describe('the match percentage, for any answers', () => {
  it('is the same both ways', () => {
    fc.assert(
      fc.property(answers, answers, (a, b) => matchPercentage(a, b) === matchPercentage(b, a)),
    );
  });

  it('is null or a whole number from 0 to 100', () => {
    fc.assert(
      fc.property(answers, answers, (a, b) => {
        const match = matchPercentage(a, b);
        return match === null || (Number.isInteger(match) && match >= 0 && match <= 100);
      }),
    );
  });

  it('is (near) 0 when a "Mandatory" answer is not met, in either direction', () => {
    fc.assert(
      fc.property(answers, answers, questionIds, (a, b, id) => {
        const strict = new Map(a).set(id, answer('mandatory', 0, [0]));
        const unmet = new Map(b).set(id, { ...(b.get(id) ?? answer('irrelevant')), answer: 1 });
        const both = [matchPercentage(strict, unmet), matchPercentage(unmet, strict)];
        return both.every((match) => match === null || match <= 1);
      }),
    );
  });

  it('never rises when one more answer of the other is refused', () => {
    fc.assert(
      fc.property(answers, answers, (a, b) => {
        const shared = sharedQuestions(a, b);
        const id = shared[0];
        if (id === undefined) return true;
        const refused = new Map(a).set(id, { ...a.get(id)!, accepted: [] });
        return satisfaction(refused, b, shared) <= satisfaction(a, b, shared);
      }),
    );
  });
});
