import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';

type PasswordFieldProps = {
  id: string;
  label: string;
  errors: readonly string[];
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
  describedBy?: readonly string[];
  after?: ReactNode;
};

/** A labelled password input with its show/hide toggle and its errors. */
export function PasswordField({
  id,
  label,
  errors,
  autoComplete,
  registration,
  describedBy,
  after,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={label} errors={errors} describedBy={describedBy} after={after}>
      {(control) => (
        <PasswordInput
          {...control}
          {...registration}
          autoComplete={autoComplete}
          toggleLabel={t('auth.showPassword')}
        />
      )}
    </FormField>
  );
}
