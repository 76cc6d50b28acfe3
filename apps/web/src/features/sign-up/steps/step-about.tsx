import { useTranslation } from '../../../lib/translation';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { TermsConsentField } from '../components/terms-consent-field';

/** Step 8: about me and what I look for (optional), and the required consent to the legal texts. */
export function StepAbout() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5">
      <TextareaField name="biggestDream" maxLength={500} rows={2} />
      <TextField name="lifeMotto" maxLength={200} />
      <TextareaField name="bio" maxLength={2000} rows={4} hint={t('signup.hints.bio')} />
      <TextareaField
        name="aboutPartner"
        maxLength={2000}
        rows={4}
        hint={t('signup.hints.aboutPartner')}
      />
      <TermsConsentField />
    </div>
  );
}
