import { ArrowDown } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';

/** Shown while the member reads further up and a newer message has arrived below. */
export function NewMessagesButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-rose-700 px-4 py-2 text-sm font-semibold text-white shadow-md hover:bg-rose-800 focus-visible:ring-2 focus-visible:ring-rose-300 focus-visible:outline-none"
    >
      {t('chat.newMessages')}
      <ArrowDown aria-hidden="true" className="size-4" />
    </button>
  );
}
