import { useTranslation } from '../../../lib/translation';
import { PasswordChecklist } from '../components/password-checklist';
import { PasswordField } from '../../../components/form/password-field';
import { signUpFieldId } from '../lib/form-values';
import { TextField } from '../../../components/form/text-field';

/** Step 1: the account (required). */
export function StepAccount() {
  const { t } = useTranslation();
  const checklistId = `${signUpFieldId('password')}-rules`;

  return (
    <div className="grid gap-5">
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
      />
      <PasswordField
        name="password"
        autoComplete="new-password"
        describedBy={[checklistId]}
        after={<PasswordChecklist id={checklistId} />}
      />
      <PasswordField
        name="confirmPassword"
        autoComplete="new-password"
        toggleLabel={t('signup.password.showConfirmation')}
      />
    </div>
  );
}
