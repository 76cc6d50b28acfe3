import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { derivedAge, localIsoDate } from '../lib/dates';
import { signUpFieldId, type SignUpFormValues } from '../lib/form-values';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { TextField } from '../../../components/form/text-field';

/** The birth date (native picker, no later than today) and the age it gives, read-only. */
export function BirthDateField({ earliest }: { earliest: string }) {
  const { t } = useTranslation();
  const birthDate = useWatch<SignUpFormValues, 'birthDate'>({ name: 'birthDate' });
  const age = derivedAge(birthDate);
  const hintId = `${signUpFieldId('age')}-hint`;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3 sm:col-span-2">
      <TextField
        name="birthDate"
        type="date"
        autoComplete="bday"
        min={earliest}
        max={localIsoDate()}
      />
      <FormField id={signUpFieldId('age')} label={t('signup.fields.age')} describedBy={[hintId]}>
        {(control) => (
          <>
            <Input
              {...control}
              readOnly
              value={age ?? ''}
              className="bg-stone-50 text-center font-semibold text-stone-700"
            />
            <p id={hintId} className="sr-only">
              {t('signup.hints.age')}
            </p>
          </>
        )}
      </FormField>
    </div>
  );
}
