import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation';
import type { SignUpFieldName, SignUpFormValues } from '../../lib/form-values';
import {
  controlClasses,
  describedBy,
  FieldError,
  FieldHint,
  fieldIds,
  labelClasses,
  useFieldError,
} from './field-parts';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & {
  name: SignUpFieldName;
  label?: string;
  hint?: string;
};

/** A labelled input bound to the wizard's form, with its hint and its error. */
export function TextField({ name, label, hint, className = '', ...inputProps }: TextFieldProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<SignUpFormValues>();
  const error = useFieldError(name);
  const { id, hintId, errorId } = fieldIds(name);

  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label ?? t(`signup.fields.${name}`)}
      </label>
      <input
        id={id}
        type="text"
        {...inputProps}
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={`${controlClasses} mt-1.5 h-11`}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
