import { Eye, EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/translation';
import type { SignUpFormValues } from '../../lib/form-values';
import {
  controlClasses,
  describedBy,
  FieldError,
  fieldIds,
  labelClasses,
  useFieldError,
} from './field-parts';

type PasswordFieldProps = {
  name: 'password' | 'confirmPassword';
  toggleLabel: string;
  /** Shown under the input and read with it (the live checklist of the password rules). */
  description?: { id: string; content: ReactNode };
};

/** A new password with a show/hide toggle (a pressed button keeps one name). */
export function PasswordField({ name, toggleLabel, description }: PasswordFieldProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<SignUpFormValues>();
  const [isVisible, setIsVisible] = useState(false);
  const error = useFieldError(name);
  const { id, errorId } = fieldIds(name);
  const Icon = isVisible ? EyeOff : Eye;

  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {t(`signup.fields.${name}`)}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          type={isVisible ? 'text' : 'password'}
          autoComplete="new-password"
          {...register(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId, description?.id)}
          className={`${controlClasses} h-11 pr-12`}
        />
        <button
          type="button"
          aria-label={toggleLabel}
          aria-pressed={isVisible}
          aria-controls={id}
          onClick={() => setIsVisible((visible) => !visible)}
          className="absolute top-1/2 right-1 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-stone-500 hover:bg-rose-50 hover:text-rose-800"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </div>
      <FieldError id={errorId} message={error} />
      {description?.content}
    </div>
  );
}
