import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { FormField } from '../ui/form-field';
import { PasswordInput } from '../ui/password-input';
import { useFormField } from './use-form-field';

type PasswordFieldProps = {
  name: string;
  autoComplete: 'current-password' | 'new-password';
  id?: string;
  label?: string;
  /** The toggle's name; "Show password" unless the form holds two passwords. */
  toggleLabel?: string;
  describedBy?: readonly string[];
  after?: ReactNode;
};

/** A password bound to the surrounding form, with the one show/hide toggle and its errors. */
export function PasswordField({
  name,
  autoComplete,
  id,
  label,
  toggleLabel,
  describedBy,
  after,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  const field = useFormField(name, { id, label });
  return (
    <FormField
      id={field.id}
      label={field.label}
      errors={field.errors}
      describedBy={describedBy}
      after={after}
    >
      {(control) => (
        <PasswordInput
          {...register(name)}
          {...control}
          autoComplete={autoComplete}
          toggleLabel={toggleLabel ?? t('auth.showPassword')}
        />
      )}
    </FormField>
  );
}
