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

type TextAreaFieldProps = {
  name: SignUpFieldName;
  maxLength: number;
  hint?: string;
  rows?: number;
  placeholder?: string;
  className?: string;
};

/** A labelled multi-line text; `maxLength` mirrors the schema's limit. */
export function TextAreaField({
  name,
  maxLength,
  hint,
  rows = 3,
  placeholder,
  className = '',
}: TextAreaFieldProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<SignUpFormValues>();
  const error = useFieldError(name);
  const { id, hintId, errorId } = fieldIds(name);

  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {t(`signup.fields.${name}`)}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={`${controlClasses} mt-1.5 resize-y py-2.5 leading-relaxed`}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
