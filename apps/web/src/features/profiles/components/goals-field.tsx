import { relationshipGoals } from '@vusal/shared/catalog/enums';
import { CircleAlert } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';

type GoalsFieldProps = {
  registration: UseFormRegisterReturn<'relationshipGoals'>;
  errors: readonly string[];
};

const choiceClasses =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border border-stone-300 bg-white px-4 py-2.5 text-base font-medium text-stone-800 transition-colors select-none hover:border-rose-400 has-checked:border-rose-600 has-checked:bg-rose-50 has-checked:text-rose-900';

/** The three goals as checkboxes (D6), named by their legend; at least one is required. */
export function GoalsField({ registration, errors }: GoalsFieldProps) {
  const { t } = useTranslation();
  const hasErrors = errors.length > 0;
  const describedBy = ['profile-goals-hint', hasErrors ? 'profile-goals-errors' : null]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset aria-describedby={describedBy} className="min-w-0">
      <legend className="text-sm font-semibold text-stone-800">{t('profile.form.goals')}</legend>
      <p id="profile-goals-hint" className="mt-1 text-sm text-stone-500">
        {t('profile.form.goalsHint')}
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {relationshipGoals.map((goal) => (
          <label key={goal} className={choiceClasses}>
            <input
              type="checkbox"
              value={goal}
              aria-invalid={hasErrors || undefined}
              className="size-4 shrink-0 accent-rose-700"
              {...registration}
            />
            {t(`enums.relationship_goals.${goal}`)}
          </label>
        ))}
      </div>
      {hasErrors ? (
        <ul id="profile-goals-errors" className="mt-2 space-y-1">
          {errors.map((message) => (
            <li key={message} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
