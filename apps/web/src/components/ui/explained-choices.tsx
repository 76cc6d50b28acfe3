import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const optionClasses =
  'flex cursor-pointer items-start gap-3 rounded-2xl border border-stone-300 bg-white px-4 py-3 transition-colors hover:border-rose-400 has-checked:border-rose-600 has-checked:bg-rose-50';

/**
 * A choice whose options each need a sentence of explanation (who sees my location, who sees my
 * photos): one card per option, the option's name as its label and the sentence read after it.
 */
export function ExplainedChoices<Value extends string>({
  id,
  legend,
  hint,
  values,
  labelOf,
  descriptionOf,
  registration,
  columns = '',
  children,
}: {
  /** Prefix of the element ids, unique on the page. */
  id: string;
  legend: string;
  hint: string;
  values: readonly Value[];
  labelOf: (value: Value) => string;
  descriptionOf: (value: Value) => string;
  registration: UseFormRegisterReturn;
  /** Extra grid classes for the options (e.g. two columns from `sm`). */
  columns?: string;
  /** What follows the options inside the same group. */
  children?: ReactNode;
}) {
  return (
    <fieldset aria-describedby={`${id}-hint`} className="min-w-0">
      <legend className="text-base font-semibold text-stone-900">{legend}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-pretty text-stone-600">
        {hint}
      </p>
      <div className={`mt-3 grid gap-2 ${columns}`}>
        {values.map((value) => {
          const optionId = `${id}-${value}`;
          return (
            <label key={value} htmlFor={optionId} className={optionClasses}>
              <input
                id={optionId}
                type="radio"
                value={value}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={`${optionId}-description`}
                className="mt-1 size-4 shrink-0 accent-rose-700"
                {...registration}
              />
              <span className="min-w-0">
                <span
                  id={`${optionId}-label`}
                  className="block text-base font-semibold text-stone-900"
                >
                  {labelOf(value)}
                </span>
                <span
                  id={`${optionId}-description`}
                  className="mt-0.5 block text-sm text-pretty text-stone-600"
                >
                  {descriptionOf(value)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}
