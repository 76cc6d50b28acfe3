// Test helpers of compatibility and discovery: answers straight into the database, packed
// as the repository packs them; imported by tests and the benchmark's checks only.
import { questionsById } from '@vusal/shared/compatibility/questions/index';
import { importanceLevels } from '@vusal/shared/compatibility/score';
import type { Database } from '../../db/client';
import { mulberry32 } from '../../db/seed/random';
import { compatibilityAnswers, compatibilityVectors } from '../../db/schema';
import { packAnswers, scoredAnswers, type StoredAnswer } from './compatibility-vector';

/** A small deterministic generator, so a failing case can be replayed (the seed's own). */
export const seededRandom = mulberry32;

/** `count` random answers to random questions, sensitive ones scored half of the time. */
export function randomAnswers(random: () => number, count: number): StoredAnswer[] {
  const ids = [...questionsById.keys()].sort(() => random() - 0.5).slice(0, count);
  return ids.map((questionId) => {
    const size = questionsById.get(questionId)!.answers.length;
    const answer = Math.floor(random() * size);
    const accepted = Array.from({ length: size }, (_, i) => i).filter(
      (i) => i === answer || random() < 0.5,
    );
    // Mandatory rarely, so that most pairs are not dealbreakers.
    const level = random() < 0.05 ? 4 : Math.floor(random() * 4);
    return {
      questionId,
      answer,
      accepted,
      importance: importanceLevels[level]!,
      useInScore: !questionsById.get(questionId)!.sensitive || random() < 0.5,
    };
  });
}

export async function insertAnswers(
  db: Database,
  answersByUser: ReadonlyMap<string, StoredAnswer[]>,
): Promise<void> {
  const rows = [...answersByUser].flatMap(([userId, answers]) =>
    answers.map((answer) => ({ userId, ...answer, accepted: [...answer.accepted] })),
  );
  if (rows.length > 0) await db.insert(compatibilityAnswers).values(rows);
  const vectors = [...answersByUser]
    .map(([userId, answers]) => ({ userId, answers: scoredAnswers(answers) }))
    .filter(({ answers }) => answers.size > 0)
    .map(({ userId, answers }) => ({ userId, ...packAnswers(answers) }));
  if (vectors.length > 0) await db.insert(compatibilityVectors).values(vectors);
}
