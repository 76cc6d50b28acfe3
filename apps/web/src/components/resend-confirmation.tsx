import { MailPlus } from 'lucide-react';
import { ApiError } from '../lib/api-client';
import { useResendConfirmation } from '../lib/resend-confirmation';
import { useTranslation } from '../lib/translation';
import { Button } from './ui/button';
import { Notice } from './ui/notice';

/**
 * "Resend confirmation e-mail" (issue 22, item 6), for the sign-up's completion screen and the
 * sign-in's "confirm your e-mail first". The answer is the same for every address, so the text
 * after sending promises nothing about this one.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const { t, translateKey } = useTranslation();
  const resend = useResendConfirmation();
  const problem =
    resend.error &&
    translateKey(`errors.${resend.error instanceof ApiError ? resend.error.code : 'INTERNAL'}`);

  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        disabled={resend.isPending || !email}
        onClick={() => resend.mutate({ email })}
      >
        <MailPlus aria-hidden="true" className="size-4" />
        {resend.isPending ? t('auth.resend.sending') : t('auth.resend.action')}
      </Button>
      <div role="status">
        {resend.isSuccess ? (
          <Notice tone="success">{t('auth.resend.sent', { email })}</Notice>
        ) : null}
      </div>
      {problem ? (
        <Notice tone="error" role="alert">
          {problem}
        </Notice>
      ) : null}
    </div>
  );
}
