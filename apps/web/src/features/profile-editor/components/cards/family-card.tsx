import { Users } from 'lucide-react';
import { FamilyFields } from '../../../../components/form/family-fields';
import { useTranslation } from '../../../../lib/translation';
import { EditorCard } from '../editor-card';

/** Issue 39 (decision 052): who writes the profile, and the marriage details matches see. */
export function FamilyCard() {
  const { t } = useTranslation();
  return (
    <EditorCard
      id="family"
      icon={Users}
      title={t('editor.cards.family.title')}
      description={t('editor.cards.family.description')}
    >
      <FamilyFields hiddenNote={t('profile.marriage.lead')} />
    </EditorCard>
  );
}
