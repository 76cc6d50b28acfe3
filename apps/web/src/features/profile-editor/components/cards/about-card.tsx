import { PenLine } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { EditorCard } from '../editor-card';
import { TextField } from '../fields/text-field';

/** The bio is required in this editor (details.md section 5); what is looked for is not. */
export function AboutCard() {
  const { t } = useTranslation();
  return (
    <EditorCard
      id="about"
      icon={PenLine}
      title={t('editor.cards.about.title')}
      description={t('editor.cards.about.description')}
    >
      <TextField
        name="bio"
        isMultiline
        isRequired
        rows={5}
        hint={t('editor.hints.bio')}
        className="sm:col-span-2"
      />
      <TextField
        name="aboutPartner"
        isMultiline
        rows={4}
        hint={t('editor.hints.aboutPartner')}
        className="sm:col-span-2"
      />
    </EditorCard>
  );
}
