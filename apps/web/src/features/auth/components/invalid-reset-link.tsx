import { useEffect } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Navigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { useLocale } from '../../../lib/use-locale';

/** Spec: a reset link without a token says so and goes to /auth. */
export function InvalidResetLink() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  useEffect(() => {
    // The id keeps a double effect (StrictMode) from showing it twice.
    toast.error(t('validation.invalidLink'), { id: 'invalid-link' });
  }, [t]);
  return <Navigate to={localizedPath('/auth')} replace />;
}
