import { WifiOff } from 'lucide-react';
import { useConnectionState } from '../../../lib/socket';
import { useTranslation } from '../../../lib/translation';

/**
 * While the live connection is lost, the Messages screen says so (issue 37): a message on its
 * way keeps its clock until the connection is back, and nobody shows as online meanwhile. The
 * live region is always there, so screen readers hear the line when it appears.
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const isLost = useConnectionState() === 'lost';
  return (
    <div role="status">
      {isLost ? (
        <p className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('chat.reconnecting')}
        </p>
      ) : null}
    </div>
  );
}
