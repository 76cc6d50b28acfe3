import { MAX_AGE, MIN_AGE } from '@vusal/shared/catalog/constants';
import { CircleAlert } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';

type AgeRangeFieldProps = {
  minAge: number;
  maxAge: number;
  registerMin: UseFormRegisterReturn<'minAge'>;
  registerMax: UseFormRegisterReturn<'maxAge'>;
  errors: readonly string[];
};

const sliderClasses = 'h-11 w-full cursor-pointer accent-rose-700';

/**
 * Two native range sliders (18–80, step 1; arrow keys move them one year), each with its
 * number beside its label, and the range as a whole above them.
 */
export function AgeRangeField({
  minAge,
  maxAge,
  registerMin,
  registerMax,
  errors,
}: AgeRangeFieldProps) {
  const { t } = useTranslation();
  const hasErrors = errors.length > 0;
  const describedBy = hasErrors ? 'age-range-errors' : undefined;

  return (
    <fieldset aria-describedby={describedBy} className="min-w-0">
      <legend className="flex w-full items-baseline justify-between gap-3 text-base font-semibold text-stone-900">
        {t('preferences.search.ageRange')}
      </legend>
      <p aria-hidden="true" className="mt-1 text-2xl font-bold text-rose-800 tabular-nums">
        {t('preferences.search.ageRangeValue', { min: minAge, max: maxAge })}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 sm:gap-6">
        <Slider
          id="preferences-min-age"
          label={t('preferences.search.minAge')}
          value={minAge}
          invalid={hasErrors}
          registration={registerMin}
          describedBy={describedBy}
        />
        <Slider
          id="preferences-max-age"
          label={t('preferences.search.maxAge')}
          value={maxAge}
          invalid={hasErrors}
          registration={registerMax}
          describedBy={describedBy}
        />
      </div>
      {hasErrors ? (
        <ul id="age-range-errors" className="mt-2 space-y-1">
          {errors.map((message) => (
            <li key={message} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

type SliderProps = {
  id: string;
  label: string;
  value: number;
  invalid: boolean;
  describedBy: string | undefined;
  registration: UseFormRegisterReturn;
};

function Slider({ id, label, value, invalid, describedBy, registration }: SliderProps) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-stone-700">
          {label}
        </label>
        <output
          htmlFor={id}
          className="min-w-8 text-right text-base font-bold text-stone-900 tabular-nums"
        >
          {value}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={MIN_AGE}
        max={MAX_AGE}
        step={1}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={sliderClasses}
        {...registration}
      />
    </div>
  );
}
