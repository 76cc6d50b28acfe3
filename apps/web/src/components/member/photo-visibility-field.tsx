import { photoVisibilities } from '@vusal/shared/catalog/enums';
import { EyeOff, Info } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';

const optionClasses =
  'flex cursor-pointer items-start gap-3 rounded-2xl border border-stone-300 bg-white px-4 py-3 transition-colors hover:border-rose-400 has-checked:border-rose-600 has-checked:bg-rose-50';

/**
 * Issue 38, items 1, 4 and 6: who gets the member's photos as they are, each choice explained;
 * privacy mode in the words the preferences use for it; and, plainly, that nothing stops a
 * screenshot. The preferences and the sign-up wizard both ask with this.
 */
export function PhotoVisibilityField({
  registration,
}: {
  registration: UseFormRegisterReturn<'photoVisibility'>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby="photo-visibility-hint" className="min-w-0">
      <legend className="text-base font-semibold text-stone-900">
        {t('preferences.photos.title')}
      </legend>
      <p id="photo-visibility-hint" className="mt-1 text-sm text-pretty text-stone-600">
        {t('preferences.photos.hint')}
      </p>
      <div className="mt-3 grid gap-2">
        {photoVisibilities.map((value) => {
          const id = `photo-visibility-${value}`;
          return (
            <label key={value} htmlFor={id} className={optionClasses}>
              <input
                id={id}
                type="radio"
                value={value}
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-description`}
                className="mt-1 size-4 shrink-0 accent-rose-700"
                {...registration}
              />
              <span className="min-w-0">
                <span id={`${id}-label`} className="block text-base font-semibold text-stone-900">
                  {t(`enums.photo_visibility.${value}`)}
                </span>
                <span
                  id={`${id}-description`}
                  className="mt-0.5 block text-sm text-pretty text-stone-600"
                >
                  {t(`preferences.photos.${value}`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <p className="mt-3 flex gap-2 text-sm text-pretty text-stone-700">
        <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-700" />
        <span>
          <strong>{t('preferences.photos.incognitoTitle')}:</strong>{' '}
          {t('preferences.privacy.privacyModeHint')}
        </span>
      </p>
      <p className="mt-2 flex gap-2 text-sm text-pretty text-stone-700">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-700" />
        <span>{t('preferences.photos.screenshots')}</span>
      </p>
    </fieldset>
  );
}
