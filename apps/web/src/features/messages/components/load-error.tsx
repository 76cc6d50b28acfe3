import { useTranslation } from '../../../lib/translation';
import type { MessageKey } from '../../../lib/i18n';
import { ListError } from '../../../components/ui/list-states';

/** A list or conversation that could not load: the spec's text and a retry. */
export function LoadError({ message, onRetry }: { message: MessageKey; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="p-6">
      <ListError message={t(message)} retryLabel={t('chat.retry')} onRetry={onRetry} />
    </div>
  );
}
