import type { VerificationStatus } from '@vusal/shared/catalog/verification';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useMessageTranslator } from '../../../lib/form-messages';
import { useTranslation } from '../../../lib/translation';
import { useStartVerification } from '../api/verification';

const labels = {
  not_started: 'verification.start',
  rejected: 'verification.startAgain',
  lost: 'verification.verifyAgain',
  required: 'verification.verifyAgain',
} as const;

type StartButtonProps = {
  status: Extract<VerificationStatus, keyof typeof labels>;
  triesLeft: number;
};

/** Starts a try (a pose and a code); a refusal is said beside the button, in the server's words. */
export function StartButton({ status, triesLeft }: StartButtonProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const start = useStartVerification();
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  const handleStart = () => {
    setProblem(null);
    start.mutate(undefined, {
      onError: (error) =>
        setProblem(
          error instanceof ApiError ? `errors.${error.code}` : 'verification.sendFailedText',
        ),
    });
  };

  return (
    <div className="grid gap-3">
      <Button
        size="lg"
        className="w-full sm:w-fit"
        onClick={handleStart}
        disabled={triesLeft === 0 || start.isPending}
        aria-describedby={problem ? problemId : undefined}
      >
        {t(labels[status])}
      </Button>
      {problem ? (
        <div id={problemId}>
          <Notice tone="error" role="alert">
            <span className="font-semibold">{t('verification.startFailed')}.</span>{' '}
            {translate(problem)}
          </Notice>
        </div>
      ) : null}
    </div>
  );
}
