import { useTranslation } from '../../../lib/translation';
import { TextAreaField } from '../components/fields/text-area-field';
import { TextField } from '../components/fields/text-field';

/** Step 8: about me and what I look for (optional). */
export function StepAbout() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5">
      <TextAreaField name="biggestDream" maxLength={500} rows={2} />
      <TextField name="lifeMotto" maxLength={200} />
      <TextAreaField name="bio" maxLength={2000} rows={4} hint={t('signup.hints.bio')} />
      <TextAreaField
        name="aboutPartner"
        maxLength={2000}
        rows={4}
        hint={t('signup.hints.aboutPartner')}
      />
    </div>
  );
}
