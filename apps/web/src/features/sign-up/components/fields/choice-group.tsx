import { Check } from 'lucide-react';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation';
import type { SignUpFormValues } from '../../lib/form-values';
import {
  ChoiceFieldset,
  choiceClasses,
  choiceInputClasses,
} from '../../../../components/ui/choice-fieldset';
import { describedBy, FieldError, FieldHint, fieldIds, useFieldError } from './field-parts';
import type { Option } from './select-field';

type ListFieldName = {
  [K in keyof SignUpFormValues]: SignUpFormValues[K] extends readonly string[] ? K : never;
}[keyof SignUpFormValues];

type ChoiceGroupProps = {
  name: ListFieldName;
  options: readonly Option[];
  hint?: string;
  /** At most this many: the other boxes are disabled once it is reached, and a counter shows. */
  max?: number;
  className?: string;
};

/** A multi-select as a group of checkboxes, named by its legend. */
export function ChoiceGroup({ name, options, hint, max, className }: ChoiceGroupProps) {
  const { t } = useTranslation();
  const { field } = useController<SignUpFormValues, ListFieldName>({ name });
  const error = useFieldError(name);
  const { id, hintId, errorId } = fieldIds(name);
  const chosen: readonly string[] = field.value;
  const isFull = max !== undefined && chosen.length >= max;
  const counterId = `${id}-count`;

  const toggle = (value: string, isChecked: boolean) => {
    const next = isChecked ? [...chosen, value] : chosen.filter((item) => item !== value);
    field.onChange(next);
  };

  return (
    <ChoiceFieldset
      legend={t(`signup.fields.${name}`)}
      describedBy={describedBy(hint && hintId, max !== undefined && counterId, error && errorId)}
      className={className}
      aside={
        max === undefined ? null : (
          <p id={counterId} aria-live="polite" className="text-sm font-medium text-rose-800">
            {t('signup.values.chosen', { count: chosen.length, max })}
          </p>
        )
      }
      footer={
        <>
          {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
          <FieldError id={errorId} message={error} />
        </>
      }
    >
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => {
          const isChecked = chosen.includes(option.value);
          return (
            <label key={option.value} className={choiceClasses}>
              <input
                ref={index === 0 ? field.ref : undefined}
                type="checkbox"
                name={name}
                value={option.value}
                checked={isChecked}
                disabled={isFull && !isChecked}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                className={choiceInputClasses}
              />
              {option.label}
              {isChecked ? <Check aria-hidden="true" className="size-4 text-rose-700" /> : null}
            </label>
          );
        })}
      </div>
    </ChoiceFieldset>
  );
}
