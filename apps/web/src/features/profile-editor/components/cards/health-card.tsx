import { Activity } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { EditorCard } from '../editor-card';
import { EnumField } from '../../../../components/form/enum-field';
import { TextareaField } from '../../../../components/form/text-field';
import { textLimits } from '../../../../lib/profile-text-limits';

export function HealthCard() {
  const { t } = useTranslation();
  return (
    <EditorCard
      id="health"
      icon={Activity}
      title={t('editor.cards.health.title')}
      description={t('editor.cards.health.description')}
    >
      <EnumField name="doesSports" enumeration="does_sports" />
      <EnumField name="exerciseFrequency" enumeration="exercise_frequency" />
      <TextareaField
        name="healthLimitations"
        maxLength={textLimits.healthLimitations}
        hint={t('editor.hints.healthLimitations')}
        className="sm:col-span-2"
      />
    </EditorCard>
  );
}
