import type { VerificationState } from '@vusal/shared/schemas/verification';
import { useId } from 'react';
import { AppealForm } from '../../../components/form/appeal-form';
import { Notice } from '../../../components/ui/notice';
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
      {required.appeal === null ? <VerificationAppeal /> : null}
    </section>
  );
}

function VerificationAppeal() {
  const { t } = useTranslation();
  const appeal = useAppealVerification();
  return (
    <AppealForm
      texts={{
        title: t('verification.required.appealTitle'),
        lead: t('verification.required.appealLead'),
        label: t('verification.required.appealLabel'),
        submit: t('verification.required.appealSubmit'),
        sending: t('verification.required.appealSending'),
      }}
      layout="card"
      isPending={appeal.isPending}
      onSend={(text, onProblem) => appeal.mutate(text, { onError: onProblem })}
    />
  );
}
