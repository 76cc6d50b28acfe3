import { Coffee } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { EditorCard } from '../editor-card';
import { EnumField } from '../../../../components/form/enum-field';
import { TextareaField } from '../../../../components/form/text-field';
import { textLimits } from '../../../../lib/profile-text-limits';

export function LifestyleCard() {
  const { t } = useTranslation();
  return (
    <EditorCard
      id="lifestyle"
      icon={Coffee}
      title={t('editor.cards.lifestyle.title')}
      description={t('editor.cards.lifestyle.description')}
    >
      <EnumField name="smokes" enumeration="smokes" />
      <EnumField name="drinksAlcohol" enumeration="drinks_alcohol" />
      <EnumField name="diet" enumeration="diet" />
      <TextareaField name="lifestyle" maxLength={textLimits.lifestyle} className="sm:col-span-2" />
    </EditorCard>
  );
}
