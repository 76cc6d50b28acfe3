import { questionsById } from '@vusal/shared/compatibility/questions/index';
import {
  answerFitsQuestion,
  type CompatibilityAnswer,
  type CompatibilityAnswerInput,
} from '@vusal/shared/schemas/compatibility';
import { AppError } from '../../errors/app-error';
import type { CompatibilityRepository } from './compatibility.repository';

/**
 * Issue 27: each member reads and writes only their own answers; the question id comes from the
 * route, already known to the catalogue, and the indexes are checked against that question.
 */
export function createCompatibilityService(repository: CompatibilityRepository) {
  return {
    async answers(userId: string) {
      return { answers: await repository.answersOf(userId) };
    },

    async save(
      userId: string,
      questionId: number,
      input: CompatibilityAnswerInput,
    ): Promise<CompatibilityAnswer> {
      const question = questionsById.get(questionId);
      const issues = question
        ? answerFitsQuestion(question, input)
        : [{ path: 'questionId', message: 'validation.unknownQuestion' }];
      if (!question || issues.length > 0) {
        throw new AppError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', issues);
      }
      // Consent means something only where an answer is private; elsewhere it is always scored.
      const saved = { ...input, useInScore: question.sensitive ? input.useInScore : true };
      await repository.save(userId, questionId, saved);
      return { questionId, ...saved };
    },

    remove: (userId: string, questionId: number) => repository.remove(userId, questionId),
  };
}

export type CompatibilityService = ReturnType<typeof createCompatibilityService>;
