import { REDIRECT_DELAY_MS } from '@vusal/shared/catalog/constants';
import { MailCheck } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../components/ui/button';

/** The answer to a sign-up: check your mail. Goes back to sign-in after REDIRECT_DELAY_MS.toSignIn. */
export function SignUpComplete({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const goToSignIn = useEffectEvent(onSignIn);

  useEffect(() => {
    const timer = setTimeout(() => goToSignIn(), REDIRECT_DELAY_MS.toSignIn);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="mt-6 rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-stone-200/70 sm:px-10">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-700 ring-8 ring-emerald-50/50">
        <MailCheck aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-6 text-2xl font-bold tracking-tight text-stone-900">
        {t('signup.done.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-md text-lg text-pretty text-stone-700">
        {t('signup.done.text')}
      </p>
      <p className="mx-auto mt-3 max-w-md text-sm text-pretty text-stone-500">
        {t('signup.done.review')}
      </p>
      <p className="mt-6 text-sm font-medium text-rose-800">{t('signup.done.redirect')}</p>
      <Button variant="secondary" className="mt-4" onClick={onSignIn}>
        {t('signup.done.signInNow')}
      </Button>
    </div>
  );
}
