import { Save } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useLocale } from '../../../lib/use-locale';

/** Cancel (back to /my-profile) and save, kept in reach at the bottom of the screen. */
export function EditorActions({ isSaving }: { isSaving: boolean }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  return (
    <div
      data-sticky-bar
      className="sticky bottom-(--app-tab-bar) z-20 -mx-4 mt-6 border-t border-rose-100 bg-white/95 px-4 py-3 backdrop-blur sm:bottom-[calc(var(--app-tab-bar)+0.75rem)] sm:mx-0 sm:rounded-2xl sm:border-0 sm:shadow-lg sm:shadow-rose-900/10 sm:ring-1 sm:ring-rose-100"
    >
      <div className="flex gap-3 sm:justify-end">
        <Link
          to={localizedPath('/my-profile')}
          className={`${buttonClasses('secondary', 'lg')} flex-1 sm:flex-none`}
        >
          {t('editor.actions.cancel')}
        </Link>
        <Button
          type="submit"
          size="lg"
          className="flex-1 sm:flex-none"
          aria-busy={isSaving || undefined}
        >
          <Save aria-hidden="true" className="size-5" />
          {isSaving ? t('editor.actions.saving') : t('editor.actions.save')}
        </Button>
      </div>
    </div>
  );
}
