import { Plane } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { EditorCard } from '../editor-card';
import { EnumField } from '../../../../components/form/enum-field';
import { TextField } from '../../../../components/form/text-field';
import { textLimits } from '../../../../lib/profile-text-limits';

export function TravelCard() {
  const { t } = useTranslation();
  return (
    <EditorCard
      id="travel"
      icon={Plane}
      title={t('editor.cards.travel.title')}
      description={t('editor.cards.travel.description')}
    >
      <EnumField name="enjoysTraveling" enumeration="enjoys_traveling" />
      <TextField name="lastTravelDestination" maxLength={textLimits.lastTravelDestination} />
    </EditorCard>
  );
}
