import { APPEAL_TEXT_MAX, appealTextSchema } from '@vusal/shared/schemas/moderation';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { useMessageTranslator } from '../../lib/form-messages';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Textarea } from '../ui/input';
import { FormProblem } from './form-problem';

type AppealTexts = {
  /** A heading of the form's own; without it the form sits under the caller's heading. */
  title?: string;
  lead: string;
  label: string;
  submit: string;
  sending: string;
};

type AppealFormProps = {
  texts: AppealTexts;
  /** `card` sits inside a notice (a secondary, narrow button); `page` fills a sign-in card. */
  layout: 'card' | 'page';
  isPending: boolean;
  /**
   * Sends the checked text; `onProblem` shows a refusal the caller does not handle itself
   * (the sign-in appeal treats APPEAL_ALREADY_SENT as sent).
   */
  onSend: (text: string, onProblem: (error: Error) => void) => void;
};

/** The one appeal a member may send: against a suspension or ban, or a request to verify. */
export function AppealForm({ texts, layout, isPending, onSend }: AppealFormProps) {
  const translate = useMessageTranslator();
  const ids = useId();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = appealTextSchema.safeParse(text);
    if (!parsed.success) {
      setTextError(parsed.error.issues[0]?.message ?? 'validation.invalid');
      return;
    }
    setTextError(null);
    setProblem(null);
    onSend(parsed.data, (error) =>
      setProblem(`errors.${error instanceof ApiError ? error.code : 'INTERNAL'}`),
    );
  }

  const isCard = layout === 'card';
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={texts.title ? `${ids}-title` : undefined}
      className={isCard ? 'grid gap-3' : 'space-y-4'}
    >
      {texts.title ? (
        <h3 id={`${ids}-title`} className="text-base font-semibold">
          {texts.title}
        </h3>
      ) : null}
      <p className={isCard ? 'text-sm text-pretty' : 'text-sm text-pretty text-stone-600'}>
        {texts.lead}
      </p>
      <FormProblem message={problem ? translate(problem) : null} />
      <FormField
        id={`${ids}-text`}
        label={texts.label}
        errors={textError ? [translate(textError)] : []}
      >
        {(control) => (
          <Textarea
            {...control}
            value={text}
            maxLength={APPEAL_TEXT_MAX}
            rows={isCard ? 3 : 4}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <Button
        type="submit"
        variant={isCard ? 'secondary' : undefined}
        className={isCard ? 'w-full sm:w-fit' : 'w-full'}
        disabled={isPending}
        aria-busy={isPending || undefined}
      >
        {isPending ? texts.sending : texts.submit}
      </Button>
    </form>
  );
}
