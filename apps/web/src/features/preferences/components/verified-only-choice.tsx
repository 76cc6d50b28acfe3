import { useId } from 'react';
import { choiceClasses, choiceInputClasses } from '../../../components/ui/choice-fieldset';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { usePreferences } from '../api/get-preferences';
import { useSavePreferences } from '../api/save-preferences';

/**
 * Issue 37, item 1: Browse's "Verified only", the same choice as Explore's, kept with the
 * member's preferences: ticking it saves the preference and the server filters the deck by it.
 * The box stays focusable while it saves, so the keyboard does not lose its place.
 */
export function VerifiedOnlyChoice({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const saved = usePreferences().data;
  const save = useSavePreferences();
  const isOn = save.isPending ? save.variables.verifiedOnly : (saved?.verifiedOnly ?? false);

  const change = (verifiedOnly: boolean) => {
    if (!saved || save.isPending) return;
    save.mutate(
      { ...saved, verifiedOnly },
      { onError: () => toast.error(t('preferences.saveFailed')) },
    );
  };

  return (
    <div className={className}>
      <label className={`${choiceClasses} w-fit`}>
        <input
          type="checkbox"
          checked={isOn}
          aria-describedby={`${id}-hint`}
          aria-busy={save.isPending || undefined}
          onChange={(event) => change(event.target.checked)}
          className={choiceInputClasses}
        />
        {t('verification.verifiedOnlyFilter')}
      </label>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-pretty text-stone-600">
        {t('preferences.search.verifiedOnlyKept')}
      </p>
    </div>
  );
}
