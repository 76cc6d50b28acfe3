import { APPEAL_TEXT_MAX } from '@vusal/shared/schemas/moderation';
import {
  verificationAppealSchema,
  type VerificationState,
} from '@vusal/shared/schemas/verification';
import { useId, useState, type FormEvent } from 'react';
import { FormProblem } from '../../../components/form/form-problem';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useMessageTranslator } from '../../../lib/form-messages';
import { useTranslation } from '../../../lib/translation';
import { useAppealVerification } from '../api/verification';

type Required = NonNullable<VerificationState['required']>;

/**
 * Issue 34, item 3: a moderator's request to verify, with their reason, and the one appeal
 * against it. The check itself can start beside it at any time.
 */
export function RequiredCheck({ required }: { required: Required }) {
  const { t } = useTranslation();
  const ids = useId();
  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="grid gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
    >
      <h2 id={`${ids}-title`} className="text-base font-bold">
        {t('verification.required.title')}
      </h2>
      <p className="break-words whitespace-pre-line">
        <span className="font-semibold">{t('verification.reasonLabel')}:</span> {required.reason}
      </p>
      {required.appeal === 'open' ? (
        <Notice tone="success" role="status">
          {t('verification.required.appealSent')}
        </Notice>
      ) : null}
      {required.appeal === 'upheld' ? (
        <p className="text-sm text-pretty">{t('verification.required.appealUpheld')}</p>
      ) : null}
      {required.appeal === null ? <AppealForm /> : null}
    </section>
  );
}

function AppealForm() {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const ids = useId();
  const appeal = useAppealVerification();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = verificationAppealSchema.safeParse({ text });
    if (!parsed.success) {
      setTextError(parsed.error.issues[0]?.message ?? 'validation.invalid');
      return;
    }
    setTextError(null);
    setProblem(null);
    appeal.mutate(parsed.data.text, {
      onError: (error) =>
        setProblem(`errors.${error instanceof ApiError ? error.code : 'INTERNAL'}`),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${ids}-title`} className="grid gap-3">
      <h3 id={`${ids}-title`} className="text-base font-semibold">
        {t('verification.required.appealTitle')}
      </h3>
      <p className="text-sm text-pretty">{t('verification.required.appealLead')}</p>
      <FormProblem message={problem ? translate(problem) : null} />
      <FormField
        id={`${ids}-text`}
        label={t('verification.required.appealLabel')}
        errors={textError ? [translate(textError)] : []}
      >
        {(control) => (
          <Textarea
            {...control}
            value={text}
            maxLength={APPEAL_TEXT_MAX}
            rows={3}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <Button
        type="submit"
        variant="secondary"
        className="w-full sm:w-fit"
        disabled={appeal.isPending}
        aria-busy={appeal.isPending || undefined}
      >
        {appeal.isPending
          ? t('verification.required.appealSending')
          : t('verification.required.appealSubmit')}
      </Button>
    </form>
  );
}
