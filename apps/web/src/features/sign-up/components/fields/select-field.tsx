import { ChevronDown } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation';
import type { SignUpFieldName, SignUpFormValues } from '../../lib/form-values';
import {
  controlClasses,
  describedBy,
  FieldError,
  fieldIds,
  labelClasses,
  useFieldError,
} from './field-parts';

export type Option = { value: string; label: string };

type SelectFieldProps = {
  name: SignUpFieldName;
  options: readonly Option[];
  /** The empty first option: "Not selected" unless told otherwise. */
  placeholder?: string;
  className?: string;
};

/** A labelled native select (keyboard- and phone-friendly) whose empty option means "not chosen". */
export function SelectField({ name, options, placeholder, className = '' }: SelectFieldProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<SignUpFormValues>();
  const error = useFieldError(name);
  const { id, errorId } = fieldIds(name);

  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {t(`signup.fields.${name}`)}
      </label>
      <div className="relative mt-1.5">
        <select
          id={id}
          {...register(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          className={`${controlClasses} h-11 appearance-none pr-10`}
        >
          <option value="">{placeholder ?? t('signup.placeholders.select')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
