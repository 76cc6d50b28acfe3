import { Lightbulb } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { EditorCard } from '../editor-card';
import { TextareaField, TextField } from '../../../../components/form/text-field';
import { textLimits } from '../../../../lib/profile-text-limits';

export function ThoughtsCard() {
  const { t } = useTranslation();
  return (
    <EditorCard
      id="thoughts"
      icon={Lightbulb}
      title={t('editor.cards.thoughts.title')}
      description={t('editor.cards.thoughts.description')}
    >
      <TextareaField
        name="biggestDream"
        maxLength={textLimits.biggestDream}
        className="sm:col-span-2"
      />
      <TextField name="lifeMotto" maxLength={textLimits.lifeMotto} className="sm:col-span-2" />
    </EditorCard>
  );
}
