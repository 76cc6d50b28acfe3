import { useId, useState } from 'react';
import { AppealForm } from '../../../components/form/appeal-form';
import { Button } from '../../../components/ui/button';
import { CardPage } from '../../../components/ui/card-page';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/translation';
import { formatLongDateTime } from '../../../lib/format-time';
import { useSendAppeal } from '../api/appeal';

/** A sign-in refused for a suspension or a ban, with what the server told (and only then). */
export type Barred = {
  kind: 'suspended' | 'banned';
  reason: string;
  /** A suspension's end (ISO). */
  until: string | null;
  appealSent: boolean;
  /** What the refused sign-in was sent with: the appeal proves the same. */
  email: string;
  password: string;
};

export function barredFrom(error: unknown, email: string, password: string): Barred | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code !== 'ACCOUNT_SUSPENDED' && error.code !== 'ACCOUNT_BANNED') return null;
  return {
    kind: error.code === 'ACCOUNT_BANNED' ? 'banned' : 'suspended',
    reason: error.details.reason ?? '',
    until: error.details.until ?? null,
    appealSent: error.details.appealSent === 'true',
    email,
    password,
  };
}

/**
 * Issue 24, item 3: the sign-in refusal of a suspended or banned member: until when (for a
 * suspension) and why, and the one appeal they can send from here.
 */
export function BarredAccount({ barred, onBack }: { barred: Barred; onBack: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const appeal = useSendAppeal();
  const [sent, setSent] = useState(barred.appealSent);

  function send(text: string, onProblem: (error: Error) => void) {
    appeal.mutate(
      { email: barred.email, password: barred.password, text },
      {
        onSuccess: () => setSent(true),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'APPEAL_ALREADY_SENT') setSent(true);
          else onProblem(error);
        },
      },
    );
  }

  const until = barred.until ? formatLongDateTime(barred.until, t) : '';

  return (
    <CardPage
      title={t(barred.kind === 'banned' ? 'auth.barred.bannedTitle' : 'auth.barred.suspendedTitle')}
      lead={
        barred.kind === 'banned'
          ? t('auth.barred.bannedText')
          : t('auth.barred.suspendedText', { time: until })
      }
    >
      <div className="space-y-5">
        <div>
          <h2 className="text-sm font-semibold text-stone-800">{t('auth.barred.reason')}</h2>
          <p className="mt-1 rounded-xl bg-stone-50 px-3 py-2 break-words whitespace-pre-line text-stone-800">
            {barred.reason}
          </p>
        </div>
        <section aria-labelledby={`${ids}-appeal`} className="space-y-3">
          <h2 id={`${ids}-appeal`} className="text-lg font-bold text-stone-900">
            {t('auth.barred.appealTitle')}
          </h2>
          {sent ? (
            <Notice tone="success" role="status">
              {t('auth.barred.appealSent')}
            </Notice>
          ) : (
            <AppealForm
              texts={{
                lead: t('auth.barred.appealLead'),
                label: t('auth.barred.appealLabel'),
                submit: t('auth.barred.appealSubmit'),
                sending: t('auth.barred.appealSending'),
              }}
              layout="page"
              isPending={appeal.isPending}
              onSend={send}
            />
          )}
        </section>
        <Button variant="ghost" className="w-full" onClick={onBack}>
          {t('auth.barred.back')}
        </Button>
      </div>
    </CardPage>
  );
}
