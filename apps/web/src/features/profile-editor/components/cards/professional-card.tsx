import { BriefcaseBusiness } from 'lucide-react';
import { useTranslation } from '../../../../lib/translation';
import { EditorCard } from '../editor-card';
import { EnumField } from '../../../../components/form/enum-field';
import { TextField } from '../../../../components/form/text-field';
import { textLimits } from '../../../../lib/profile-text-limits';

export function ProfessionalCard() {
  const { t } = useTranslation();
  return (
    <EditorCard
      id="professional"
      icon={BriefcaseBusiness}
      title={t('editor.cards.professional.title')}
      description={t('editor.cards.professional.description')}
    >
      <EnumField name="educationLevel" enumeration="education_level" />
      <TextField name="education" maxLength={textLimits.education} />
      <TextField name="profession" maxLength={textLimits.profession} />
      <TextField name="professionalField" maxLength={textLimits.professionalField} />
      <EnumField name="annualIncome" enumeration="annual_income" className="sm:col-span-2" />
    </EditorCard>
  );
}
