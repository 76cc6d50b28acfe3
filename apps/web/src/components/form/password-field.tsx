import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { PasswordInput } from '../ui/password-input';
import { BoundField, type BoundFieldProps } from './bound-field';

type PasswordFieldProps = BoundFieldProps & {
  autoComplete: 'current-password' | 'new-password';
  /** The toggle's name; "Show password" unless the form holds two passwords. */
  toggleLabel?: string;
  /** react-hook-form's options, e.g. `onChange` to clear a form-wide summary on edit. */
  rules?: RegisterOptions;
};

/** A password bound to the surrounding form, with the one show/hide toggle and its errors. */
export function PasswordField({ autoComplete, toggleLabel, rules, ...frame }: PasswordFieldProps) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  return (
    <BoundField {...frame}>
      {(control) => (
        <PasswordInput
          {...register(frame.name, rules)}
          {...control}
          autoComplete={autoComplete}
          toggleLabel={toggleLabel ?? t('auth.showPassword')}
        />
      )}
    </BoundField>
  );
}
