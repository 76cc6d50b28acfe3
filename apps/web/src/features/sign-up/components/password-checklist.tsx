import { passwordRules } from '@vusal/shared/schemas/password';
import { validationMessageParams } from '@vusal/shared/schemas/messages';
import { Check, Circle } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import type { SignUpFormValues } from '../lib/form-values';

type RuleKey = (typeof passwordRules)[number]['key'];

const shortLabels = {
  'validation.passwordMinLength': 'signup.password.rules.minLength',
  'validation.passwordUppercase': 'signup.password.rules.uppercase',
  'validation.passwordDigit': 'signup.password.rules.digit',
} as const satisfies Record<RuleKey, string>;

/** The three password rules (D8), ticked as they are met while the person types. */
export function PasswordChecklist({ id }: { id: string }) {
  const { t } = useTranslation();
  const password = useWatch<SignUpFormValues, 'password'>({ name: 'password' });

  return (
    <div id={id} className="mt-2.5 rounded-2xl bg-stone-50 px-4 py-3 text-sm">
      <p className="font-medium text-stone-700">{t('signup.password.rulesTitle')}</p>
      <ul className="mt-1.5 grid gap-1 sm:grid-cols-3">
        {passwordRules.map((rule) => {
          const isMet = rule.test(password);
          const Icon = isMet ? Check : Circle;
          return (
            <li
              key={rule.key}
              className={`flex items-center gap-1.5 ${isMet ? 'text-emerald-800' : 'text-stone-600'}`}
            >
              <Icon
                aria-hidden="true"
                className={`size-4 shrink-0 ${isMet ? 'text-emerald-700' : 'text-stone-400'}`}
              />
              {t(shortLabels[rule.key], validationMessageParams)}
              <span className="sr-only">
                {' '}
                {isMet ? t('signup.password.met') : t('signup.password.unmet')}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
