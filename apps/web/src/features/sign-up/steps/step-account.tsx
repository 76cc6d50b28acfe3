import { useTranslation } from '../../../lib/translation';
import { PasswordChecklist } from '../components/password-checklist';
import { fieldIds } from '../components/fields/field-parts';
import { PasswordField } from '../components/fields/password-field';
import { TextField } from '../components/fields/text-field';

/** Step 1: the account (required). */
export function StepAccount() {
  const { t } = useTranslation();
  const checklistId = `${fieldIds('password').id}-rules`;

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
        toggleLabel={t('signup.password.show')}
        description={{ id: checklistId, content: <PasswordChecklist id={checklistId} /> }}
      />
      <PasswordField name="confirmPassword" toggleLabel={t('signup.password.showConfirmation')} />
    </div>
  );
}
