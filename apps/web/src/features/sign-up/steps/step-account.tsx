import { useWatch } from 'react-hook-form';
import { PasswordChecklist } from '../../../components/form/password-checklist';
import { PasswordField } from '../../../components/form/password-field';
import { EmailField } from '../../../components/form/text-field';
import { useTranslation } from '../../../lib/translation';
import { signUpFieldId, type SignUpFormValues } from '../lib/form-values';

/** Step 1: the account (required). */
export function StepAccount() {
  const { t } = useTranslation();
  const checklistId = `${signUpFieldId('password')}-rules`;
  const password = useWatch<SignUpFormValues, 'password'>({ name: 'password' });

  return (
    <div className="grid gap-5">
      <EmailField name="email" />
      <PasswordField
        name="password"
        autoComplete="new-password"
        describedBy={[checklistId]}
        after={<PasswordChecklist id={checklistId} password={password} />}
      />
      <PasswordField
        name="confirmPassword"
        autoComplete="new-password"
        toggleLabel={t('signup.password.showConfirmation')}
      />
    </div>
  );
}
