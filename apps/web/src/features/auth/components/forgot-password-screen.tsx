import { zodResolver } from '@hookform/resolvers/zod';
import { accountLocaleOf } from '@vusal/shared/locale/site-locale';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { FormProblem } from '../../../components/form/form-problem';
import { SubmitButton } from '../../../components/form/submit-button';
import { buttonClasses } from '../../../components/ui/button';
import { BackLink, CardPage } from '../../../components/ui/card-page';
import { EmailField } from '../../../components/form/text-field';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useMessageTranslator } from '../../../lib/form-messages';
import { useLocale } from '../../../lib/use-locale';
import {
  forgotPasswordSchema,
  useForgotPassword,
  type ForgotPasswordInput,
} from '../api/forgot-password';
import { RESET_LINK_HOURS } from '../lib/auth-routing';

/** Asks for a reset link, then says it was sent and how long it lives (1 hour). */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { localizedPath } = locale;
  const translate = useMessageTranslator();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '', ...accountLocaleOf(locale) },
  });
  const backToSignIn = <BackLink to={localizedPath('/auth')}>{t('auth.backToSignIn')}</BackLink>;

  if (sentTo) {
    return (
      <CardPage
        key="sent"
        icon={<MailCheck aria-hidden="true" className="size-6" />}
        title={t('auth.forgot.sentTitle')}
      >
        <div className="space-y-4 text-base text-stone-700">
          <p>{t('auth.forgot.sentText', { email: sentTo })}</p>
          <Notice tone="info">{t('auth.forgot.validity', { count: RESET_LINK_HOURS })}</Notice>
          <p className="text-sm text-stone-500">{t('auth.forgot.spam')}</p>
          <Link to={localizedPath('/auth')} className={`${buttonClasses('primary', 'lg')} w-full`}>
            {t('auth.backToSignIn')}
          </Link>
        </div>
      </CardPage>
    );
  }

  const submit = (values: ForgotPasswordInput) => {
    if (forgot.isPending) return;
    forgot.mutate(values, { onSuccess: () => setSentTo(values.email) });
  };
  const problem =
    forgot.error instanceof ApiError
      ? translate(`errors.${forgot.error.code}`)
      : forgot.error
        ? translate('errors.INTERNAL')
        : null;

  return (
    <CardPage
      key="form"
      title={t('auth.forgot.title')}
      lead={t('auth.forgot.lead')}
      back={backToSignIn}
    >
      <FormProvider {...form}>
        <form method="post" noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
          <FormProblem message={problem} />
          <EmailField name="email" label={t('auth.email')} />
          <SubmitButton
            isPending={forgot.isPending}
            label={t('auth.forgot.submit')}
            pendingLabel={t('auth.forgot.submitting')}
          />
        </form>
      </FormProvider>
    </CardPage>
  );
}
