import { MAX_AGE, MIN_AGE, RELATIONSHIP_VALUES_MAX } from '@vusal/shared/catalog/constants';
import { dealBreakers, relationshipValues } from '@vusal/shared/catalog/enums';
import { useTranslation } from '../../../lib/translation';
import { CheckboxGroupField } from '../../../components/form/choice-fields';
import { ChoiceFieldset } from '../../../components/ui/choice-fieldset';
import { EnumField } from '../../../components/form/enum-field';
import { FieldHint } from '../../../components/ui/form-field';
import { signUpFieldId } from '../lib/form-values';
import { AgeField } from '../../../components/form/text-field';
import { useFieldText } from '../lib/use-field-text';

/** Step 6: the partner hoped for (optional). At most three values, enforced as they are picked. */
export function StepPartner() {
  const { t } = useTranslation();
  const { enumLabel } = useFieldText();
  const ageHintId = `${signUpFieldId('partnerAge')}-hint`;

  return (
    <div className="grid gap-6">
      <ChoiceFieldset
        legend={t('signup.fields.partnerAge')}
        describedBy={ageHintId}
        footer={
          <div className="mt-1.5">
            <FieldHint id={ageHintId}>
              {t('signup.hints.partnerAge', { minAge: MIN_AGE, maxAge: MAX_AGE })}
            </FieldHint>
          </div>
        }
      >
        <div className="grid grid-cols-2 gap-3">
          <AgeField name="partnerAgeMin" />
          <AgeField name="partnerAgeMax" />
        </div>
      </ChoiceFieldset>
      <EnumField name="heightImportant" enumeration="height_important" />
      <CheckboxGroupField
        name="relationshipValues"
        max={RELATIONSHIP_VALUES_MAX}
        counter={(count) => t('signup.values.chosen', { count, max: RELATIONSHIP_VALUES_MAX })}
        hint={t('signup.hints.relationshipValues', { max: RELATIONSHIP_VALUES_MAX })}
        options={relationshipValues.map((value) => ({
          value,
          label: enumLabel('relationship_values', value),
        }))}
      />
      <CheckboxGroupField
        name="dealBreakers"
        hint={t('signup.hints.dealBreakers')}
        options={dealBreakers.map((value) => ({ value, label: enumLabel('deal_breakers', value) }))}
      />
    </div>
  );
}
