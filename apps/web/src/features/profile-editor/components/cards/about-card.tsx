import { PenLine } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { EditorCard } from '../editor-card';
import { TextareaField } from '../../../../components/form/text-field';
import { textLimits } from '../../../../lib/profile-text-limits';

/** About me and what is looked for; both optional, as in the wizard (issue 22, item 7). */
export function AboutCard() {
  const { t } = useTranslation();
  return (
    <EditorCard
      id="about"
      icon={PenLine}
      title={t('editor.cards.about.title')}
      description={t('editor.cards.about.description')}
    >
      <TextareaField
        name="bio"
        maxLength={textLimits.bio}
        rows={5}
        hint={t('editor.hints.bio')}
        className="sm:col-span-2"
      />
      <TextareaField
        name="aboutPartner"
        maxLength={textLimits.aboutPartner}
        rows={4}
        hint={t('editor.hints.aboutPartner')}
        className="sm:col-span-2"
      />
    </EditorCard>
  );
}
