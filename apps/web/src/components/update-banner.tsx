import { RefreshCw } from 'lucide-react';
import { use } from 'react';
import { applyUpdate } from '../lib/app-update';
import { loadMessages } from '../lib/i18n';
import { useTranslation } from '../lib/translation';
import { buttonClasses } from './ui/button';

/** "A new version is available — Reload" (loaded only when a new build is waiting). */
export default function UpdateBanner() {
  const { t, i18n } = useTranslation();
  // Its texts are in the part of the catalogue the signed-in pages load (rarely needed here).
  use(loadMessages(i18n.language, 'app'));
  return (
    <div className="pointer-events-auto flex items-center gap-3 rounded-full bg-stone-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg">
      <span>{t('common.appUpdate.available')}</span>
      <button type="button" onClick={applyUpdate} className={buttonClasses('inverse', 'md')}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('common.appUpdate.reload')}
      </button>
    </div>
  );
}
