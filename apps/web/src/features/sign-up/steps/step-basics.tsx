import { cities, cityLabel } from '@vusal/shared/catalog/cities';
import { EARLIEST_BIRTH_DATE } from '@vusal/shared/catalog/constants';
import { genders, relationshipGoals } from '@vusal/shared/catalog/enums';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/translation';
import { CheckboxGroupField, RadioGroupField } from '../../../components/form/choice-fields';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { BirthDateField } from '../components/birth-date-field';
import { useFieldText } from '../lib/use-field-text';

/** Step 2: who the person is (required). */
export function StepBasics() {
  const { t } = useTranslation();
  const { language } = useLocale();
  const { enumLabel } = useFieldText();
  const cityOptions = cities.map((city) => ({
    value: city.slug,
    label: cityLabel(city, language),
  }));

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField name="firstName" autoComplete="given-name" maxLength={50} />
      <TextField name="lastName" autoComplete="family-name" maxLength={50} />
      <BirthDateField earliest={EARLIEST_BIRTH_DATE} />
      <RadioGroupField
        name="gender"
        options={genders.map((value) => ({ value, label: enumLabel('gender', value) }))}
        className="sm:col-span-2"
      />
      <SelectField
        name="city"
        options={cityOptions}
        placeholder={t('signup.placeholders.city')}
        className="sm:col-span-2"
      />
      <CheckboxGroupField
        name="relationshipGoals"
        hint={t('signup.hints.relationshipGoals')}
        options={relationshipGoals.map((value) => ({
          value,
          label: enumLabel('relationship_goals', value),
        }))}
        className="sm:col-span-2"
      />
    </div>
  );
}
