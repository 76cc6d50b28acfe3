import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import type { MessageKey } from '../../../lib/i18n';

/** A list or conversation that could not load: the spec's text and a retry. */
export function LoadError({ message, onRetry }: { message: MessageKey; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="space-y-3 p-6 text-center text-sm text-stone-700">
      <p>{t(message)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('chat.retry')}
      </Button>
    </div>
  );
}
