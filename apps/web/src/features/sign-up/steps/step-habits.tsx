import { useTranslation } from '../../../lib/translation';
import { EnumField } from '../../../components/form/enum-field';
import { TextareaField } from '../../../components/form/text-field';

/** Step 4: habits (optional). */
export function StepHabits() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <EnumField name="smokes" enumeration="smokes" />
      <EnumField name="drinksAlcohol" enumeration="drinks_alcohol" />
      <EnumField name="doesSports" enumeration="does_sports" />
      <EnumField name="exerciseFrequency" enumeration="exercise_frequency" />
      <EnumField name="diet" enumeration="diet" className="sm:col-span-2" />
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
