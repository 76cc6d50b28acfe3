import type { VerificationState } from '@vusal/shared/schemas/verification';
import { VerifiedBadge } from '../../../components/member/verified-badge';
import { AppPage, PageTitle, Surface } from '../../../components/ui/app-page';
import { BackBar } from '../../../components/ui/back-bar';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { useVerification } from '../api/verification';
import { RequiredCheck } from './required-check';
import { SelfieStep } from './selfie-step';
import { StartButton } from './start-button';
import { VerificationStatus } from './verification-status';

/**
 * /verification (issue 23, items 1 and 3): why and how, where the check stands, and the step
 * it is at: start a try, take and send the selfie, wait, or the tick.
 */
export function VerificationScreen() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const verification = useVerification();

  let body;
  if (verification.data) body = <VerificationBody state={verification.data} />;
  else if (verification.isError)
    body = (
      <div className="grid gap-3">
        <Notice tone="error" role="alert">
          {t('verification.loadFailed')}
        </Notice>
        <Button variant="secondary" className="w-fit" onClick={() => void verification.refetch()}>
          {t('verification.retry')}
        </Button>
      </div>
    );
  else body = <Spinner label={t('verification.title')} />;

  return (
    <AppPage
      width="md"
      top={<BackBar to={localizedPath('/my-profile')} label={t('verification.back')} />}
    >
      <div className="mb-5">
        <PageTitle>{t('verification.title')}</PageTitle>
        <p className="mt-1 text-base text-pretty text-stone-600">{t('verification.lead')}</p>
      </div>
      <Surface>{body}</Surface>
    </AppPage>
  );
}

function VerificationBody({ state }: { state: VerificationState }) {
  const { t } = useTranslation();
  const { status } = state;
  return (
    <div className="grid gap-6">
      {status === 'verified' ? <VerifiedBadge variant="label" className="w-fit" /> : null}
      <VerificationStatus state={state} />
      {state.required ? <RequiredCheck required={state.required} /> : null}
      {status === 'not_started' ||
      status === 'rejected' ||
      status === 'lost' ||
      status === 'required' ? (
        <StartButton status={status} triesLeft={state.triesLeft} />
      ) : null}
      {status === 'started' && state.pose && state.code ? (
        // A new try is a new step: nothing of the last one's picture or problem stays.
        <SelfieStep key={state.code} pose={state.pose} code={state.code} />
      ) : null}
      {status === 'waiting' && state.selfieUrl ? (
        <img
          src={state.selfieUrl}
          alt={t('verification.sentAlt')}
          className="aspect-4/3 w-full max-w-sm rounded-2xl bg-stone-100 object-contain"
        />
      ) : null}
    </div>
  );
}
