import { zodResolver } from '@hookform/resolvers/zod';
import { legalPages } from '@vusal/shared/locale/site-locale';
import { guardianSignUpFormSchema, type GuardianSignUpForm } from '@vusal/shared/schemas/family';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormProblem } from '../../../components/form/form-problem';
import { PasswordChecklist } from '../../../components/form/password-checklist';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { ApiError } from '../../../lib/api-client';
import { useErrorReason } from '../../../lib/action-error';
import { applyServerIssues, useFieldMessages } from '../../../lib/form-messages';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/translation';
import { useGuardianSignUp } from '../api/invitation';

type Props = { token: string; email: string; onDone: () => void };

/** A guardian account for the invited address: a name and a password; the address is fixed. */
export function GuardianSignUpForm({ token, email, onDone }: Props) {
  const { t } = useTranslation();
  const { language, country, localizedPath } = useLocale();
  const reason = useErrorReason();
  const messages = useFieldMessages();
  const signUp = useGuardianSignUp();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<GuardianSignUpForm>({
    resolver: zodResolver(guardianSignUpFormSchema),
    defaultValues: { name: '', password: '', acceptTerms: false as unknown as true },
    criteriaMode: 'all',
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const termsErrors = messages(form.formState.errors.acceptTerms);

  const submit = (values: GuardianSignUpForm) => {
    if (signUp.isPending) return;
    setProblem(null);
    signUp.mutate(
      { ...values, token, language, country: country?.code === 'az' ? 'az' : null },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (
            error instanceof ApiError &&
            applyServerIssues(error, ['name', 'password'], form.setError)
          )
            return;
          setProblem(reason(error));
        },
      },
    );
  };

  return (
    <FormProvider {...form}>
      <form method="post" noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
        <FormProblem message={problem} />
        <p className="text-sm text-stone-700">{t('family.accept.emailFixed', { email })}</p>
        <TextField
          name="name"
          id="guardian-name"
          label={t('family.accept.name')}
          autoComplete="name"
          isRequired
        />
        <PasswordField
          name="password"
          id="guardian-password"
          label={t('family.accept.password')}
          autoComplete="new-password"
          describedBy={['guardian-password-rules']}
          after={<PasswordChecklist id="guardian-password-rules" password={password} />}
        />
        <div className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200">
          <label
            htmlFor="guardian-terms"
            className="flex cursor-pointer items-start gap-3 text-sm text-stone-800"
          >
            <input
              id="guardian-terms"
              type="checkbox"
              {...form.register('acceptTerms')}
              aria-required="true"
              aria-invalid={termsErrors.length > 0 || undefined}
              aria-describedby={termsErrors.length > 0 ? 'guardian-terms-errors' : undefined}
              className="mt-0.5 size-5 accent-rose-700"
            />
            <span>
              {t('family.accept.terms')}{' '}
              <a
                className="font-medium text-rose-800 underline"
                href={localizedPath(legalPages.terms)}
                target="_blank"
                rel="noopener"
              >
                {t('signup.consent.terms')}
              </a>
              {' · '}
              <a
                className="font-medium text-rose-800 underline"
                href={localizedPath(legalPages.privacy)}
                target="_blank"
                rel="noopener"
              >
                {t('signup.consent.privacy')}
              </a>
            </span>
          </label>
          {termsErrors.length > 0 ? (
            <p id="guardian-terms-errors" className="mt-2 text-sm text-red-700">
              {termsErrors.join(' ')}
            </p>
          ) : null}
        </div>
        <SubmitButton
          isPending={signUp.isPending}
          label={t('family.accept.signUp')}
          pendingLabel={t('family.accept.signingUp')}
        />
      </form>
    </FormProvider>
  );
}
