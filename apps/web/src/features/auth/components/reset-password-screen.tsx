import { zodResolver } from '@hookform/resolvers/zod';
import { TOAST_DURATION_MS } from '@vusal/shared/catalog/constants';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { FormProblem } from '../../../components/form/form-problem';
import { PasswordChecklist } from '../../../components/form/password-checklist';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { BackLink, CardPage } from '../../../components/ui/card-page';
import { ApiError } from '../../../lib/api-client';
import { applyServerIssues, useMessageTranslator } from '../../../lib/form-messages';
import { useLocale } from '../../../lib/use-locale';
import {
  resetPasswordSchema,
  useResetPassword,
  type ResetPasswordInput,
} from '../api/reset-password';

type ResetPasswordScreenProps = { token: string };

/** Spec: new password and confirmation, the live checklist, a link back to /auth. */
export function ResetPasswordScreen({ token }: ResetPasswordScreenProps) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const { localizedPath } = useLocale();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
    criteriaMode: 'all',
  });
  const password = useWatch({ control: form.control, name: 'password' });

  const leaveWithInvalidLink = () => {
    toast.error(t('validation.invalidLink'), { id: 'invalid-link' });
    navigate(localizedPath('/auth'), { replace: true });
  };

  const submit = (values: ResetPasswordInput) => {
    if (reset.isPending) return;
    setProblem(null);
    reset.mutate(values, {
      onSuccess: () => {
        toast.success(t('auth.reset.success'), { duration: TOAST_DURATION_MS.password });
        navigate(localizedPath('/auth'), { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
          leaveWithInvalidLink();
          return;
        }
        if (
          error instanceof ApiError &&
          applyServerIssues(error, ['password', 'confirmPassword'], form.setError)
        )
          return;
        const code = error instanceof ApiError ? error.code : 'INTERNAL';
        setProblem(t('auth.reset.failed', { message: translate(`errors.${code}`) }));
      },
    });
  };

  return (
    <CardPage
      icon={<KeyRound aria-hidden="true" className="size-6" />}
      title={t('auth.reset.title')}
      lead={t('auth.reset.lead')}
      back={<BackLink to={localizedPath('/auth')}>{t('auth.backToSignIn')}</BackLink>}
    >
      <FormProvider {...form}>
        <form
          method="post"
          noValidate
          // The token is part of the schema: a mangled one can only mean a broken link.
          onSubmit={form.handleSubmit(submit, (invalid) => invalid.token && leaveWithInvalidLink())}
          className="space-y-5"
        >
          <FormProblem message={problem} />
          <PasswordField
            name="password"
            id="new-password"
            label={t('auth.reset.newPassword')}
            autoComplete="new-password"
            describedBy={['password-rules']}
            after={<PasswordChecklist id="password-rules" password={password} />}
          />
          <PasswordField
            name="confirmPassword"
            id="confirm-password"
            label={t('auth.reset.confirmPassword')}
            autoComplete="new-password"
          />
          <SubmitButton
            isPending={reset.isPending}
            label={t('auth.reset.submit')}
            pendingLabel={t('auth.reset.submitting')}
          />
        </form>
      </FormProvider>
    </CardPage>
  );
}
