import { Inbox } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorReason } from '../hooks/use-admin-messages';

/** Grey bars where rows will be, announced once by the spinner's label. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div className="space-y-3">
      <span className="sr-only">
        <Spinner label={label} />
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-14 animate-pulse rounded-2xl bg-stone-100"
        />
      ))}
    </div>
  );
}

/** A list with nothing to show. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-stone-300 px-6 py-10 text-center">
      <Inbox aria-hidden="true" className="size-8 text-stone-400" />
      <p className="font-semibold text-stone-800">{title}</p>
      {children ? <p className="text-sm text-stone-600">{children}</p> : null}
    </div>
  );
}

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
  return (
    <div className="space-y-3">
      <Notice tone="error">{message}</Notice>
      <Button variant="secondary" onClick={onRetry}>
        {t('admin.users.retry')}
      </Button>
    </div>
  );
}
