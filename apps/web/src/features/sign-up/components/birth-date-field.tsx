import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { derivedAge, localIsoDate } from '../lib/dates';
import type { SignUpFormValues } from '../lib/form-values';
import { controlClasses, fieldIds, labelClasses } from './fields/field-parts';
import { TextField } from './fields/text-field';

/** The birth date (native picker, no later than today) and the age it gives, read-only. */
export function BirthDateField({ earliest }: { earliest: string }) {
  const { t } = useTranslation();
  const birthDate = useWatch<SignUpFormValues, 'birthDate'>({ name: 'birthDate' });
  const age = derivedAge(birthDate);
  const { id, hintId } = fieldIds('age');

  return (
    <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3 sm:col-span-2">
      <TextField
        name="birthDate"
        type="date"
        autoComplete="bday"
        min={earliest}
        max={localIsoDate()}
      />
      <div>
        <label htmlFor={id} className={labelClasses}>
          {t('signup.fields.age')}
        </label>
        <input
          id={id}
          readOnly
          value={age ?? ''}
          aria-describedby={hintId}
          className={`${controlClasses} mt-1.5 h-11 bg-stone-50 text-center font-semibold text-stone-700`}
        />
        <p id={hintId} className="sr-only">
          {t('signup.hints.age')}
        </p>
      </div>
    </div>
  );
}
