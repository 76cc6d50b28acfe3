import { questionsById } from './questions';
import { questionTopics, type QuestionTopic } from './question-types';
import {
  accepts,
  importanceWeights,
  MIN_SHARED_QUESTIONS,
  sharedQuestions,
  type Answers,
} from './score';

/**
 * Why two members match, in words (issue 27): "You agree on children and living with parents;
 * you differ on relocation". A reason names topics only, never an answer, and sensitive
 * questions never enter it, so nothing private can be read from it.
 */
export type CompatibilityReason = {
  key: 'compatibility.reasons.agree' | 'compatibility.reasons.differ';
  /** Topic ids, clearest first; shown as a list of `compatibility.reasons.topics.*` texts. */
  params: { topics: QuestionTopic[] };
};

const MAX_TOPICS = 3;

/** The topics a reason can name: those with a question that is not sensitive. */
export const reasonTopics: readonly QuestionTopic[] = questionTopics.filter((topic) =>
  [...questionsById.values()].some((q) => q.topic === topic && !q.sensitive),
);

type TopicWeight = { topic: QuestionTopic; agree: number; differ: number };

/**
 * Weighs each topic by what both members said matters: a question counts for agreement when
 * each accepts the other's answer, for difference otherwise.
 */
function weighTopics(a: Answers, b: Answers): TopicWeight[] {
  const weights = new Map<QuestionTopic, TopicWeight>();
  for (const id of sharedQuestions(a, b)) {
    const question = questionsById.get(id);
    const mine = a.get(id);
    const theirs = b.get(id);
    if (!question || question.sensitive || !mine || !theirs) continue;
    const weight = importanceWeights[mine.importance] + importanceWeights[theirs.importance];
    if (weight === 0) continue;
    const topic = weights.get(question.topic) ?? { topic: question.topic, agree: 0, differ: 0 };
    if (accepts(mine, theirs) && accepts(theirs, mine)) topic.agree += weight;
    else topic.differ += weight;
    weights.set(question.topic, topic);
  }
  return [...weights.values()];
}

/** Clearest first: by how far agreement outweighs difference (or the reverse), then topic order. */
const clearest = (sign: 1 | -1) => (x: TopicWeight, y: TopicWeight) =>
  sign * (y.agree - y.differ - (x.agree - x.differ)) ||
  questionTopics.indexOf(x.topic) - questionTopics.indexOf(y.topic);

/**
 * Up to three topics in at most two sentences: the clearest agreements (two, or three when
 * there is no difference) and the clearest differences in the places left. None below
 * `MIN_SHARED_QUESTIONS` shared questions, where no percentage is shown either. The same for
 * both members.
 */
export function compatibilityReasons(a: Answers, b: Answers): CompatibilityReason[] {
  if (sharedQuestions(a, b).length < MIN_SHARED_QUESTIONS) return [];
  const topics = weighTopics(a, b);
  const agreements = topics.filter((t) => t.agree > t.differ).sort(clearest(1));
  const differences = topics.filter((t) => t.differ > t.agree).sort(clearest(-1));
  const agreeing = agreements.slice(0, differences.length > 0 ? MAX_TOPICS - 1 : MAX_TOPICS);
  const differing = differences.slice(0, MAX_TOPICS - agreeing.length);
  const reasons: CompatibilityReason[] = [];
  if (agreeing.length > 0)
    reasons.push({
      key: 'compatibility.reasons.agree',
      params: { topics: agreeing.map((t) => t.topic) },
    });
  if (differing.length > 0)
    reasons.push({
      key: 'compatibility.reasons.differ',
      params: { topics: differing.map((t) => t.topic) },
    });
  return reasons;
}
