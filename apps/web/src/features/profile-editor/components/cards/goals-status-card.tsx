import { HeartHandshake } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { EditorCard } from '../editor-card';
import { EnumSelectField } from '../fields/enum-select-field';
import { GoalsField } from '../fields/goals-field';
import { TextField } from '../fields/text-field';

export function GoalsStatusCard() {
  const { t } = useTranslation();
  return (
    <EditorCard
      id="goals"
      icon={HeartHandshake}
      title={t('editor.cards.goals.title')}
      description={t('editor.cards.goals.description')}
    >
      <div className="sm:col-span-2">
        <GoalsField />
      </div>
      <EnumSelectField name="maritalStatus" enumeration="marital_status" />
      <EnumSelectField name="currentRelationship" enumeration="current_relationship" />
      <EnumSelectField name="children" enumeration="children" />
      <EnumSelectField name="partnerChildrenOk" enumeration="partner_children_ok" />
      <TextField name="familyPlans" isMultiline className="sm:col-span-2" />
    </EditorCard>
  );
}
