import { ArrowLeft, House } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useLocale } from '../../../lib/use-locale';

/** Back to the sign-in form, and home to the landing of the current language. */
export function WizardTopBar({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  return (
    <nav aria-label={t('signup.title')} className="flex items-center justify-between gap-3">
      <Button variant="ghost" onClick={onSignIn} className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('signup.backToSignIn')}
      </Button>
      <Link to={localizedPath('/')} className={`${buttonClasses('ghost')} -mr-3`}>
        <House aria-hidden="true" className="size-4" />
        {t('signup.home')}
      </Link>
    </nav>
  );
}
