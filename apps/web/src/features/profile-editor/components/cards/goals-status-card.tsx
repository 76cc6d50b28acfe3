import { HeartHandshake } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { EditorCard } from '../editor-card';
import { EnumField } from '../../../../components/form/enum-field';
import { relationshipGoals } from '@vusal/shared/catalog/enums';
import { CheckboxGroupField } from '../../../../components/form/choice-fields';
import { useEnumLabel } from '../../lib/use-enum-label';
import { TextareaField } from '../../../../components/form/text-field';
import { textLimits } from '../../../../lib/profile-text-limits';

export function GoalsStatusCard() {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return (
    <EditorCard
      id="goals"
      icon={HeartHandshake}
      title={t('editor.cards.goals.title')}
      description={t('editor.cards.goals.description')}
    >
      <div className="sm:col-span-2">
        {/* D6: "All" checks or clears the three goals at once; it is never stored. */}
        <CheckboxGroupField
          name="relationshipGoals"
          isRequired
          allLabel={enumLabel('relationship_goals', 'all')}
          hint={t('editor.hints.relationshipGoals')}
          options={relationshipGoals.map((value) => ({
            value,
            label: enumLabel('relationship_goals', value),
          }))}
        />
      </div>
      <EnumField name="maritalStatus" enumeration="marital_status" />
      <EnumField name="currentRelationship" enumeration="current_relationship" />
      <EnumField name="children" enumeration="children" />
      <EnumField name="partnerChildrenOk" enumeration="partner_children_ok" />
      <TextareaField
        name="familyPlans"
        maxLength={textLimits.familyPlans}
        className="sm:col-span-2"
      />
    </EditorCard>
  );
}
