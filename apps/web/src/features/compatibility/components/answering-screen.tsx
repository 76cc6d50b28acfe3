import { compatibilityQuestions } from '@vusal/shared/compatibility/questions/index';
import { MIN_SHARED_QUESTIONS } from '@vusal/shared/compatibility/score';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AppPage, PageTitle, Surface } from '../../../components/ui/app-page';
import { Button } from '../../../components/ui/button';
import { BackLink } from '../../../components/ui/card-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { useOwnAnswers } from '../../../lib/own-answers';
import type { CompatibilityAnswer } from '../api/answers';
import { QuestionForm } from './question-form';

/** The `?question=` value once every question has been seen. */
const DONE = 'done';

/**
 * Where the member is: the question the address names (so a reload, or a link back from the
 * dashboard, opens the same one), else the first one not answered yet.
 */
function positionOf(param: string | null, answers: readonly CompatibilityAnswer[]): number {
  if (param === DONE) return compatibilityQuestions.length;
  const named = compatibilityQuestions.findIndex((question) => String(question.id) === param);
  if (named >= 0) return named;
  const answered = new Set(answers.map((answer) => answer.questionId));
  const first = compatibilityQuestions.findIndex((question) => !answered.has(question.id));
  return first >= 0 ? first : 0;
}

/**
 * /questions (issue 27): the compatibility questions one at a time, each saved as it is given;
 * `aside` is what the route shows under them (admin preview's sample scores).
 */
export function AnsweringScreen({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const answers = useOwnAnswers();
  const [params, setParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // Focus follows the member from question to question, but not on arrival at the page.
  const hasMoved = useRef(false);
  const param = params.get('question');
  useEffect(() => {
    if (!hasMoved.current) return;
    (headingRef.current ?? doneRef.current)?.focus();
  }, [param]);

  const back = (
    <BackLink to={localizedPath('/dashboard')}>{t('compatibility.answering.back')}</BackLink>
  );

  if (answers.isPending) return <LoadingScreen label={t('compatibility.answering.loading')} />;
  if (answers.isError) {
    return (
      <AppPage top={back} width="md">
        <Surface>
          <PageTitle>{t('compatibility.answering.loadError')}</PageTitle>
          <Button size="lg" className="mt-6 w-full" onClick={() => void answers.refetch()}>
            {t('compatibility.answering.retry')}
          </Button>
        </Surface>
      </AppPage>
    );
  }

  const index = positionOf(param, answers.data);
  const goTo = (next: number) => {
    hasMoved.current = true;
    const target = compatibilityQuestions[next];
    // Replaced, not pushed: the browser's Back leaves the questions instead of stepping through them.
    setParams({ question: target ? String(target.id) : DONE }, { replace: true });
  };
  const question = compatibilityQuestions[index];
  return (
    <AppPage top={back} width="md">
      <PageTitle>{t('compatibility.answering.title')}</PageTitle>
      <p className="mt-2 text-base text-pretty text-stone-600">
        {t('compatibility.answering.lead')}
      </p>
      {/* Issue 34: the server scores others with a daily snapshot of these answers. */}
      <p className="mt-1 text-sm text-pretty text-stone-600">
        {t('compatibility.answering.onceADay')}
      </p>
      <AnswersNeeded scored={answers.data.filter((answer) => answer.useInScore).length} />
      <Surface className="mt-5">
        {question ? (
          <QuestionForm
            key={question.id}
            question={question}
            saved={answers.data.find((answer) => answer.questionId === question.id)}
            progress={t('compatibility.answering.progress', {
              current: index + 1,
              total: compatibilityQuestions.length,
            })}
            headingRef={headingRef}
            onDone={() => goTo(index + 1)}
          />
        ) : (
          <p ref={doneRef} tabIndex={-1} role="status" className="text-lg text-stone-800">
            {t('compatibility.answering.done')}
          </p>
        )}
        {index > 0 ? (
          <Button variant="ghost" className="mt-4" onClick={() => goTo(index - 1)}>
            {t('compatibility.answering.previous')}
          </Button>
        ) : null}
      </Surface>
      {aside}
    </AppPage>
  );
}

/**
 * Issue 37, item 2: how many answers a percentage needs, and how many are still missing; told
 * again as each answer is saved.
 */
function AnswersNeeded({ scored }: { scored: number }) {
  const { t } = useTranslation();
  const missing = MIN_SHARED_QUESTIONS - scored;
  return (
    <p
      role="status"
      className="mt-3 rounded-2xl bg-rose-50/70 px-4 py-3 text-sm font-medium text-pretty text-rose-900 ring-1 ring-rose-100"
    >
      {missing > 0
        ? t('compatibility.answering.needMore', { count: missing, min: MIN_SHARED_QUESTIONS })
        : t('compatibility.answering.enough', { min: MIN_SHARED_QUESTIONS })}
    </p>
  );
}
