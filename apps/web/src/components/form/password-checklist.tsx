import { passwordRules } from '@vusal/shared/schemas/password';
import { validationMessageParams } from '@vusal/shared/schemas/messages';
import { Circle, CircleCheck } from 'lucide-react';
import { useTranslation } from '../../lib/translation';

type RuleKey = (typeof passwordRules)[number]['key'];

const labels = {
  'validation.passwordMinLength': 'auth.checklist.passwordMinLength',
  'validation.passwordUppercase': 'auth.checklist.passwordUppercase',
  'validation.passwordDigit': 'auth.checklist.passwordDigit',
} as const satisfies Record<RuleKey, string>;

type PasswordChecklistProps = { id: string; password: string };

/**
 * The three rules of D8, ticked as the person types. Each line is its own atomic part of a
 * polite live region, so a screen reader says "At least 8 characters, done" when it flips.
 */
export function PasswordChecklist({ id, password }: PasswordChecklistProps) {
  const { t } = useTranslation();
  return (
    <div id={id} className="rounded-2xl bg-stone-50 px-4 py-3 ring-1 ring-stone-200 ring-inset">
      <p id={`${id}-title`} className="text-sm font-semibold text-stone-700">
        {t('auth.checklist.title')}
      </p>
      <ul aria-labelledby={`${id}-title`} aria-live="polite" className="mt-2 space-y-1.5">
        {passwordRules.map((rule) => {
          const isMet = rule.test(password);
          const Icon = isMet ? CircleCheck : Circle;
          return (
            <li
              key={rule.key}
              aria-atomic="true"
              className={`flex items-center gap-2 text-sm ${isMet ? 'font-medium text-emerald-800' : 'text-stone-600'}`}
            >
              <Icon
                aria-hidden="true"
                className={`size-4 shrink-0 ${isMet ? 'text-emerald-600' : 'text-stone-400'}`}
              />
              <span>{t(labels[rule.key], validationMessageParams)}</span>
              <span className="sr-only">
                {', '}
                {isMet ? t('auth.checklist.met') : t('auth.checklist.unmet')}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
