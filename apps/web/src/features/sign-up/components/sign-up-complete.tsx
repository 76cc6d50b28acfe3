import { MailCheck } from 'lucide-react';
import { ResendConfirmation } from '../../../components/resend-confirmation';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../components/ui/button';

type SignUpCompleteProps = { email: string; onSignIn: () => void };

/**
 * The answer to a sign-up: check your mail at this address (issue 22, item 6). It stays until
 * the person moves on, with a way to have the mail sent again.
 */
export function SignUpComplete({ email, onSignIn }: SignUpCompleteProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-stone-200/70 sm:px-10">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-700 ring-8 ring-emerald-50/50">
        <MailCheck aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-6 text-2xl font-bold tracking-tight text-stone-900">
        {t('signup.done.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-md text-lg text-pretty break-words text-stone-700">
        {t('signup.done.text', { email })}
      </p>
      <p className="mx-auto mt-3 max-w-md text-sm text-pretty text-stone-500">
        {t('signup.done.review')}
      </p>
      {/* Issue 27: the optional step after the wizard, offered again on the pending screen. */}
      <p className="mx-auto mt-3 max-w-md text-sm text-pretty text-stone-500">
        {t('signup.done.questions')}
      </p>
      <p className="mx-auto mt-6 max-w-md text-sm text-pretty text-stone-600">
        {t('signup.done.notArrived')}
      </p>
      <div className="mx-auto mt-4 max-w-md">
        <ResendConfirmation email={email} />
      </div>
      <Button variant="ghost" className="mt-4" onClick={onSignIn}>
        {t('signup.done.signInNow')}
      </Button>
    </div>
  );
}
