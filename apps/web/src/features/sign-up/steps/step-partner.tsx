import { MAX_AGE, MIN_AGE, RELATIONSHIP_VALUES_MAX } from '@vusal/shared/catalog/constants';
import { dealBreakers, relationshipValues } from '@vusal/shared/catalog/enums';
import { useTranslation } from '../../../lib/translation';
import { ChoiceGroup } from '../components/fields/choice-group';
import { ChoiceFieldset } from '../../../components/ui/choice-fieldset';
import { EnumSelectField } from '../components/fields/enum-select-field';
import { FieldHint, fieldIds } from '../components/fields/field-parts';
import { TextField } from '../components/fields/text-field';
import { useFieldText } from '../lib/use-field-text';

/** Step 6: the partner hoped for (optional). At most three values, enforced as they are picked. */
export function StepPartner() {
  const { t } = useTranslation();
  const { enumLabel } = useFieldText();
  const ageHintId = fieldIds('partnerAge').hintId;
  const ageInput = {
    type: 'number',
    inputMode: 'numeric',
    min: MIN_AGE,
    max: MAX_AGE,
    step: 1,
  } as const;

  return (
    <div className="grid gap-6">
      <ChoiceFieldset
        legend={t('signup.fields.partnerAge')}
        describedBy={ageHintId}
        footer={
          <FieldHint id={ageHintId}>
            {t('signup.hints.partnerAge', { minAge: MIN_AGE, maxAge: MAX_AGE })}
          </FieldHint>
        }
      >
        <div className="grid grid-cols-2 gap-3">
          <TextField name="partnerAgeMin" {...ageInput} />
          <TextField name="partnerAgeMax" {...ageInput} />
        </div>
      </ChoiceFieldset>
      <EnumSelectField name="heightImportant" enumeration="height_important" />
      <ChoiceGroup
        name="relationshipValues"
        max={RELATIONSHIP_VALUES_MAX}
        hint={t('signup.hints.relationshipValues', { max: RELATIONSHIP_VALUES_MAX })}
        options={relationshipValues.map((value) => ({
          value,
          label: enumLabel('relationship_values', value),
        }))}
      />
      <ChoiceGroup
        name="dealBreakers"
        hint={t('signup.hints.dealBreakers')}
        options={dealBreakers.map((value) => ({ value, label: enumLabel('deal_breakers', value) }))}
      />
    </div>
  );
}
