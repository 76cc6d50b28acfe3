import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { useVerification } from '../api/verification';

type VerificationPromptProps = {
  /** The dashboard asks only while the member is not verified; the profile always says. */
  isShownWhenVerified?: boolean;
};

/**
 * Issue 23, item 1: the way into the selfie check from the dashboard and the own profile, with
 * where it stands. Nothing shows where the member has no check (a pending profile).
 */
export function VerificationPrompt({ isShownWhenVerified = false }: VerificationPromptProps) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const state = useVerification().data;
  if (!state || (state.status === 'verified' && !isShownWhenVerified)) return null;
  const isVerified = state.status === 'verified';
  const title = state.status === 'not_started' ? t('verification.dashboardTitle') : null;

  return (
    <section
      aria-labelledby="verification-prompt-title"
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sky-100 sm:flex-row sm:items-center"
    >
      <BadgeCheck aria-hidden="true" className="size-10 shrink-0 text-sky-700" />
      <div className="min-w-0 flex-1">
        <h2 id="verification-prompt-title" className="text-lg font-bold text-stone-900">
          {title ?? `${t('verification.statusLabel')}: ${t(`verification.status.${state.status}`)}`}
        </h2>
        <p className="mt-1 text-sm text-pretty text-stone-600">
          {state.status === 'not_started'
            ? t('verification.dashboardText')
            : t(`verification.statusText.${state.status}`)}
        </p>
      </div>
      {isVerified ? null : (
        <Link to={localizedPath('/verification')} className={buttonClasses('primary')}>
          {t('verification.open')}
        </Link>
      )}
    </section>
  );
}
