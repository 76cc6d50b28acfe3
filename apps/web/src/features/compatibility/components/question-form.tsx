import type { CompatibilityQuestion } from '@vusal/shared/compatibility/question-types';
import { importanceLevels, type Importance } from '@vusal/shared/compatibility/score';
import { useState, type ReactNode, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { useSaveAnswer, type CompatibilityAnswer } from '../api/answers';

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
export function QuestionForm({
  question,
  saved,
  progress,
  headingRef,
  onDone,
}: {
  question: CompatibilityQuestion;
  saved: CompatibilityAnswer | undefined;
  /** "Question 3 of 40", read with the heading. */
  progress: string;
  headingRef: Ref<HTMLHeadingElement>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveAnswer();
  const [draft, setDraft] = useState<Draft>(saved ?? emptyDraft);
  const text = (localized: CompatibilityQuestion['text']) => localized[i18n.language];
  const complete = draft.answer >= 0 && draft.accepted.length > 0;
  const name = `question-${question.id}`;

  // In admin preview the call is simulated (nothing is sent) and the flow moves on all the same.
  const submit = (answer: Draft | null) =>
    save.mutate({ questionId: question.id, answer }, { onSuccess: onDone, onSimulated: onDone });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) submit(draft);
      }}
    >
      <p id={`${name}-progress`} className="mb-3 text-sm text-stone-600">
        {progress}
      </p>
      <h2
        ref={headingRef}
        tabIndex={-1}
        aria-describedby={`${name}-progress`}
        className="text-xl font-semibold text-balance text-stone-900 focus:outline-none"
      >
        {text(question.text)}
      </h2>
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
