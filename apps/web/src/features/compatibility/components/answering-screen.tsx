import { compatibilityQuestions } from '@vusal/shared/compatibility/questions/index';
import type { CompatibilityQuestion } from '@vusal/shared/compatibility/question-types';
import { importanceLevels, type Importance } from '@vusal/shared/compatibility/score';
import { useState, type ReactNode } from 'react';
import { AppPage, PageTitle, Surface } from '../../../components/ui/app-page';
import { Button } from '../../../components/ui/button';
import { BackLink } from '../../../components/ui/card-page';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { useAnswers, useSaveAnswer, type CompatibilityAnswer } from '../api/answers';

type Draft = Omit<CompatibilityAnswer, 'questionId'>;

const emptyDraft: Draft = { answer: -1, accepted: [], importance: 'somewhat', useInScore: false };

const chip =
  'flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-4 py-2 has-checked:border-rose-700 has-checked:bg-rose-50 has-focus-visible:outline-2 has-focus-visible:outline-rose-700';

function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="mt-6">
      <legend className="mb-2 font-semibold text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/** One question: the own answer, the accepted answers and the importance, saved or skipped. */
function QuestionForm({
  question,
  saved,
  onDone,
}: {
  question: CompatibilityQuestion;
  saved: CompatibilityAnswer | undefined;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveAnswer();
  const [draft, setDraft] = useState<Draft>(saved ?? emptyDraft);
  const text = (localized: CompatibilityQuestion['text']) => localized[i18n.language];
  const complete = draft.answer >= 0 && draft.accepted.length > 0;
  const name = `question-${question.id}`;

  const submit = (answer: Draft | null) =>
    save.mutate({ questionId: question.id, answer }, { onSuccess: onDone });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) submit(draft);
      }}
    >
      <h2 className="text-xl font-semibold text-balance text-stone-900">{text(question.text)}</h2>
      {question.sensitive ? (
        <p className="mt-2 text-sm text-stone-600">{t('compatibility.answering.private')}</p>
      ) : null}
      <ChoiceGroup legend={t('compatibility.answering.own')}>
        {question.answers.map((answer, index) => (
          <label key={index} className={chip}>
            <input
              type="radio"
              name={`${name}-own`}
              checked={draft.answer === index}
              onChange={() => setDraft({ ...draft, answer: index })}
            />
            {text(answer)}
          </label>
        ))}
      </ChoiceGroup>
      <ChoiceGroup legend={t('compatibility.answering.accepted')}>
        {question.answers.map((answer, index) => (
          <label key={index} className={chip}>
            <input
              type="checkbox"
              checked={draft.accepted.includes(index)}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  accepted: event.target.checked
                    ? [...draft.accepted, index].sort((a, b) => a - b)
                    : draft.accepted.filter((value) => value !== index),
                })
              }
            />
            {text(answer)}
          </label>
        ))}
      </ChoiceGroup>
      <ChoiceGroup legend={t('compatibility.answering.importance')}>
        {importanceLevels.map((level: Importance) => (
          <label key={level} className={chip}>
            <input
              type="radio"
              name={`${name}-importance`}
              checked={draft.importance === level}
              onChange={() => setDraft({ ...draft, importance: level })}
            />
            {t(`compatibility.importance.${level}`)}
          </label>
        ))}
      </ChoiceGroup>
      {question.sensitive ? (
        <label className="mt-6 flex items-center gap-2 text-stone-800">
          <input
            type="checkbox"
            checked={draft.useInScore}
            onChange={(event) => setDraft({ ...draft, useInScore: event.target.checked })}
          />
          {t('compatibility.answering.useInScore')}
        </label>
      ) : null}
      {save.isError ? (
        <p role="alert" className="mt-4 text-rose-800">
          {t('compatibility.answering.saveError')}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Button type="submit" disabled={!complete || save.isPending}>
          {t('compatibility.answering.save')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={save.isPending}
          onClick={() => (saved ? submit(null) : onDone())}
        >
          {t('compatibility.answering.skip')}
        </Button>
      </div>
    </form>
  );
}

/** /questions (issue 27): the compatibility questions one at a time, each saved as it is given. */
export function AnsweringScreen() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const answers = useAnswers();
  const [index, setIndex] = useState(0);
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

  const question = compatibilityQuestions[index];
  return (
    <AppPage top={back} width="md">
      <PageTitle>{t('compatibility.answering.title')}</PageTitle>
      <p className="mt-2 text-base text-pretty text-stone-600">
        {t('compatibility.answering.lead')}
      </p>
      <Surface className="mt-5">
        {question ? (
          <>
            <p className="mb-3 text-sm text-stone-600">
              {t('compatibility.answering.progress', {
                current: index + 1,
                total: compatibilityQuestions.length,
              })}
            </p>
            <QuestionForm
              key={question.id}
              question={question}
              saved={answers.data.find((answer) => answer.questionId === question.id)}
              onDone={() => setIndex(index + 1)}
            />
            {index > 0 ? (
              <Button variant="ghost" className="mt-4" onClick={() => setIndex(index - 1)}>
                {t('compatibility.answering.previous')}
              </Button>
            ) : null}
          </>
        ) : (
          <p role="status" className="text-lg text-stone-800">
            {t('compatibility.answering.done')}
          </p>
        )}
      </Surface>
    </AppPage>
  );
}
