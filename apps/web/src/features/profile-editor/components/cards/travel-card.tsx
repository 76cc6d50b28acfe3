import { Plane } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { EditorCard } from '../editor-card';
import { EnumSelectField } from '../fields/enum-select-field';
import { TextField } from '../fields/text-field';

export function TravelCard() {
  const { t } = useTranslation();
  return (
    <EditorCard
      id="travel"
      icon={Plane}
      title={t('editor.cards.travel.title')}
      description={t('editor.cards.travel.description')}
    >
      <EnumSelectField name="enjoysTraveling" enumeration="enjoys_traveling" />
      <TextField name="lastTravelDestination" />
    </EditorCard>
  );
}
