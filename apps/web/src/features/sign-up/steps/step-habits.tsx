import { useTranslation } from '../../../lib/translation';
import { EnumSelectField } from '../../../components/form/enum-select-field';
import { TextareaField } from '../../../components/form/text-field';

/** Step 4: habits (optional). */
export function StepHabits() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <EnumSelectField name="smokes" enumeration="smokes" />
      <EnumSelectField name="drinksAlcohol" enumeration="drinks_alcohol" />
      <EnumSelectField name="doesSports" enumeration="does_sports" />
      <EnumSelectField name="exerciseFrequency" enumeration="exercise_frequency" />
      <EnumSelectField name="diet" enumeration="diet" className="sm:col-span-2" />
      <TextareaField
        name="healthLimitations"
        maxLength={500}
        hint={t('signup.hints.healthLimitations')}
        rows={2}
        className="sm:col-span-2"
      />
    </div>
  );
}
