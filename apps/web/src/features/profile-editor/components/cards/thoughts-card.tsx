import { Lightbulb } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { EditorCard } from '../editor-card';
import { TextField } from '../fields/text-field';

export function ThoughtsCard() {
  const { t } = useTranslation();
  return (
    <EditorCard
      id="thoughts"
      icon={Lightbulb}
      title={t('editor.cards.thoughts.title')}
      description={t('editor.cards.thoughts.description')}
    >
      <TextField name="biggestDream" isMultiline className="sm:col-span-2" />
      <TextField name="lifeMotto" className="sm:col-span-2" />
    </EditorCard>
  );
}
