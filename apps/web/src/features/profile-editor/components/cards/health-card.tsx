import { Activity } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { EditorCard } from '../editor-card';
import { EnumSelectField } from '../fields/enum-select-field';
import { TextField } from '../fields/text-field';

export function HealthCard() {
  const { t } = useTranslation();
  return (
    <EditorCard
      id="health"
      icon={Activity}
      title={t('editor.cards.health.title')}
      description={t('editor.cards.health.description')}
    >
      <EnumSelectField name="doesSports" enumeration="does_sports" />
      <EnumSelectField name="exerciseFrequency" enumeration="exercise_frequency" />
      <TextField
        name="healthLimitations"
        isMultiline
        hint={t('editor.hints.healthLimitations')}
        className="sm:col-span-2"
      />
    </EditorCard>
  );
}
