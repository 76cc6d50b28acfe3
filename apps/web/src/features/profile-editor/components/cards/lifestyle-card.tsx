import { Coffee } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { EditorCard } from '../editor-card';
import { EnumSelectField } from '../../../../components/form/enum-select-field';
import { TextareaField } from '../../../../components/form/text-field';
import { textLimits } from '../../lib/text-limits';

export function LifestyleCard() {
  const { t } = useTranslation();
  return (
    <EditorCard
      id="lifestyle"
      icon={Coffee}
      title={t('editor.cards.lifestyle.title')}
      description={t('editor.cards.lifestyle.description')}
    >
      <EnumSelectField name="smokes" enumeration="smokes" />
      <EnumSelectField name="drinksAlcohol" enumeration="drinks_alcohol" />
      <EnumSelectField name="diet" enumeration="diet" />
      <TextareaField name="lifestyle" maxLength={textLimits.lifestyle} className="sm:col-span-2" />
    </EditorCard>
  );
}
