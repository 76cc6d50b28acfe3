import { locationVisibilities } from '@vusal/shared/catalog/enums';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';

const optionClasses =
  'flex cursor-pointer items-start gap-3 rounded-2xl border border-stone-300 bg-white px-4 py-3 transition-colors hover:border-rose-400 has-checked:border-rose-600 has-checked:bg-rose-50';

/** Exact, city, region or hidden, each explained (S4; SECURITY 24: never coordinates). */
export function LocationVisibilityField({
  registration,
}: {
  registration: UseFormRegisterReturn<'locationVisibility'>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby="location-visibility-hint" className="min-w-0">
      <legend className="text-base font-semibold text-stone-900">
        {t('preferences.privacy.locationVisibility')}
      </legend>
      <p id="location-visibility-hint" className="mt-1 text-sm text-pretty text-stone-600">
        {t('preferences.privacy.locationVisibilityHint')}
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {locationVisibilities.map((value) => {
          const id = `location-visibility-${value}`;
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
                  {t(`enums.location_visibility.${value}`)}
                </span>
                <span
                  id={`${id}-description`}
                  className="mt-0.5 block text-sm text-pretty text-stone-600"
                >
                  {t(`preferences.privacy.location.${value}`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
