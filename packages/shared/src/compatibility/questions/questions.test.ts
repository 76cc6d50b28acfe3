import { describe, expect, it } from 'vitest';
import { questionTopics, type Localized } from '../question-types';
import { compatibilityQuestions } from './index';

const languages = ['en', 'az', 'ru'] as const;
const filled = (text: Localized) => languages.every((language) => text[language].trim() !== '');

describe('the compatibility questions', () => {
  it('are at least 30, with unique positive ids', () => {
    const ids = compatibilityQuestions.map(({ id }) => id);
    expect(ids.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
  });

  it.each(compatibilityQuestions)('question $id has 2–5 distinct answers in en, az and ru', (q) => {
    expect(filled(q.text)).toBe(true);
    expect(q.answers.length).toBeGreaterThanOrEqual(2);
    expect(q.answers.length).toBeLessThanOrEqual(5);
    expect(q.answers.every(filled)).toBe(true);
    for (const language of languages)
      expect(new Set(q.answers.map((answer) => answer[language])).size).toBe(q.answers.length);
  });

  it('cover every topic and mark faith and alcohol as sensitive', () => {
    const topics = new Set(compatibilityQuestions.map(({ topic }) => topic));
    expect([...topics].sort()).toEqual([...questionTopics].sort());
    expect(
      compatibilityQuestions.filter(({ topic }) => topic === 'faith').every((q) => q.sensitive),
    ).toBe(true);
    expect(compatibilityQuestions.some((q) => q.sensitive && q.topic === 'habits')).toBe(true);
  });

  // An id's meaning is fixed: a change here means a new question with a new id, not an edit.
  it('keep the meaning of every id', () => {
    const meanings = Object.fromEntries(
      compatibilityQuestions.map((q) => [q.id, [q.text.en, ...q.answers.map((a) => a.en)]]),
    );
    expect(meanings).toMatchSnapshot();
  });
});
