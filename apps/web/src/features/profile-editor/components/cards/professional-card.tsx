import { BriefcaseBusiness } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { EditorCard } from '../editor-card';
import { EnumSelectField } from '../fields/enum-select-field';
import { TextField } from '../fields/text-field';

export function ProfessionalCard() {
  const { t } = useTranslation();
  return (
    <EditorCard
      id="professional"
      icon={BriefcaseBusiness}
      title={t('editor.cards.professional.title')}
      description={t('editor.cards.professional.description')}
    >
      <EnumSelectField name="educationLevel" enumeration="education_level" />
      <TextField name="education" />
      <TextField name="profession" />
      <TextField name="professionalField" />
      <EnumSelectField name="annualIncome" enumeration="annual_income" className="sm:col-span-2" />
    </EditorCard>
  );
}
