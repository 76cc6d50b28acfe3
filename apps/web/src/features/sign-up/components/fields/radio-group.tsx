import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation';
import type { SignUpFieldName, SignUpFormValues } from '../../lib/form-values';
import {
  ChoiceFieldset,
  choiceClasses,
  choiceInputClasses,
} from '../../../../components/ui/choice-fieldset';
import { describedBy, FieldError, fieldIds, useFieldError } from './field-parts';
import type { Option } from './select-field';

type RadioGroupProps = { name: SignUpFieldName; options: readonly Option[]; className?: string };

/** One required choice among a few, shown all at once. */
export function RadioGroup({ name, options, className }: RadioGroupProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<SignUpFormValues>();
  const error = useFieldError(name);
  const { errorId } = fieldIds(name);

  return (
    <ChoiceFieldset
      legend={t(`signup.fields.${name}`)}
      describedBy={describedBy(error && errorId)}
      className={className}
      footer={<FieldError id={errorId} message={error} />}
    >
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label key={option.value} className={choiceClasses}>
            <input
              type="radio"
              value={option.value}
              {...register(name)}
              aria-invalid={error ? true : undefined}
              className={choiceInputClasses}
            />
            {option.label}
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  );
}
