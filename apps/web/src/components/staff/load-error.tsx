import { useEffect } from 'react';
import { useTranslation } from '../../lib/translation';
import { toast } from '../../lib/toast';
import { ListError } from '../ui/list-states';
import { useErrorReason } from '../../lib/action-error';

/**
 * A list that failed to load: 'Məlumatları yükləyərkən xəta: {message}' as a toast when it
 * happens, and in place of the list with a way to try again.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const reason = useErrorReason();
  const message = t('admin.users.loadError', { message: reason(error) });
  useEffect(() => {
    toast.error(message, { id: 'admin-load-error' });
  }, [message]);
  return <ListError message={message} retryLabel={t('admin.users.retry')} onRetry={onRetry} />;
}
