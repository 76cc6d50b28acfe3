import { legalPages } from '@vusal/shared/locale/site-locale';
import { ExternalLink } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { choiceInputClasses } from '../../../components/ui/choice-fieldset';
import { FieldErrors } from '../../../components/ui/form-field';
import { useFormField } from '../../../components/form/use-form-field';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/translation';

const documents = ['terms', 'privacy'] as const;

/**
 * The required consent before the account is created (decision 020). The texts open in a new
 * tab, so reading them never leaves the wizard.
 */
export function TermsConsentField() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const { register } = useFormContext();
  const field = useFormField('acceptTerms');
  const ids = { links: `${field.id}-links`, errors: `${field.id}-errors` };
  const hasErrors = field.errors.length > 0;
  return (
    <div className="space-y-2 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <label
        htmlFor={field.id}
        className="flex cursor-pointer items-start gap-3 text-sm text-stone-800"
      >
        <input
          id={field.id}
          type="checkbox"
          {...register('acceptTerms')}
          aria-required="true"
          aria-invalid={hasErrors || undefined}
          aria-describedby={[hasErrors && ids.errors, ids.links].filter(Boolean).join(' ')}
          className={`mt-0.5 ${choiceInputClasses}`}
        />
        <span>{field.label}</span>
      </label>
      <ul id={ids.links} className="flex flex-wrap gap-x-5 gap-y-1 pl-7 text-sm">
        {documents.map((key) => (
          <li key={key}>
            <a
              href={localizedPath(legalPages[key])}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 rounded font-medium text-rose-800 underline underline-offset-2 hover:text-rose-950"
            >
              {t(`signup.consent.${key}`)}
              <ExternalLink aria-hidden="true" className="size-3.5" />{' '}
              <span className="sr-only">{t('signup.consent.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="pl-7">
        <FieldErrors id={ids.errors} messages={field.errors} />
      </div>
    </div>
  );
}
