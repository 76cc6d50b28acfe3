import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { FormProblem } from '../../../components/form/form-problem';
import { SubmitButton } from '../../../components/form/submit-button';
import { BackLink, CardPage } from '../../../components/ui/card-page';
import { PasswordField } from '../../../components/form/password-field';
import { EmailField } from '../../../components/form/text-field';
import { Notice } from '../../../components/ui/notice';
import { ResendConfirmation } from '../../../components/resend-confirmation';
import { ApiError } from '../../../lib/api-client';
import { lazyComponent } from '../../../lib/lazy-component';
import { applyServerIssues, useMessageTranslator } from '../../../lib/form-messages';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { useLocale } from '../../../lib/use-locale';
import { signInSchema, useSignIn, type SignInInput } from '../api/sign-in';
import { signInProblem, type SignInProblem } from '../lib/sign-in-problem';
import { BarredAccount, barredFrom, type Barred } from './barred-account';

// Only the owner of an account deleted within the archive period sees it: its code (a dialog)
// stays out of the sign-in screen's first load and is fetched when the form is sent.
const RestoreAccountDialog = lazyComponent(() =>
  import('./restore-account-dialog').then((module) => ({
    default: module.RestoreAccountDialog,
  })),
);

type SignInScreenProps = {
  /** `?confirmed=true`: the person just confirmed their e-mail. */
  isConfirmed: boolean;
  onSignedIn: () => void;
};

export function SignInScreen({ isConfirmed, onSignedIn }: SignInScreenProps) {
  const { t } = useTranslation();
  const isHydrated = useIsHydrated();
  const translate = useMessageTranslator();
  const { localizedPath } = useLocale();
  const signIn = useSignIn();
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  /** The address that signed in with the right password but is not confirmed yet. */
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  /** S8: the right password for an account deleted within the archive period. */
  const [deletedAccount, setDeletedAccount] = useState<SignInInput | null>(null);
  /** Issue 24: a suspended or banned member sees why, and may appeal. */
  const [barred, setBarred] = useState<Barred | null>(null);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = (values: SignInInput) => {
    if (signIn.isPending) return;
    RestoreAccountDialog.preload();
    setProblem(null);
    setUnconfirmedEmail(null);
    signIn.mutate(values, {
      onSuccess: () => {
        setDeletedAccount(null);
        if (values.restore) toast.success(t('auth.signIn.restore.done'));
        onSignedIn();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'ACCOUNT_DELETED' && !values.restore) {
          setDeletedAccount(values);
          return;
        }
        setDeletedAccount(null);
        const refusal = barredFrom(error, values.email, values.password);
        if (refusal) {
          setBarred(refusal);
          return;
        }
        const isFieldIssue =
          error instanceof ApiError &&
          applyServerIssues(error, ['email', 'password'], form.setError);
        if (!isFieldIssue) setProblem(signInProblem(error));
        if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
          setUnconfirmedEmail(values.email);
        }
      },
    });
  };

  const problemText = problem ? translate(problem.key, { count: problem.count }) : null;
  if (barred) return <BarredAccount barred={barred} onBack={() => setBarred(null)} />;

  return (
    <CardPage
      title={t('auth.signIn.title')}
      lead={t('auth.signIn.lead')}
      back={<BackLink to={localizedPath('/')}>{t('auth.backHome')}</BackLink>}
      footer={
        <>
          {t('auth.signIn.noAccount')}{' '}
          <Link
            to={localizedPath('/auth?signup=true')}
            className="font-semibold text-rose-800 underline-offset-2 hover:underline"
          >
            {t('auth.signIn.signUp')}
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        {isConfirmed ? (
          <Notice tone="success" role="status">
            {t('auth.signIn.confirmed')}
          </Notice>
        ) : null}
        <FormProblem message={problemText} />
        {unconfirmedEmail ? <ResendConfirmation email={unconfirmedEmail} /> : null}
        <FormProvider {...form}>
          <form method="post" noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
            <EmailField name="email" label={t('auth.email')} />
            <div>
              <PasswordField
                name="password"
                label={t('auth.password')}
                autoComplete="current-password"
              />
              <div className="mt-2 text-right">
                <Link
                  to={localizedPath('/auth?forgot=true')}
                  className="text-sm font-semibold text-rose-800 underline-offset-2 hover:underline"
                >
                  {t('auth.signIn.forgot')}
                </Link>
              </div>
            </div>
            <SubmitButton
              disabled={!isHydrated}
              isPending={signIn.isPending && !deletedAccount}
              label={t('auth.signIn.submit')}
              pendingLabel={t('auth.signIn.submitting')}
            />
          </form>
        </FormProvider>
      </div>
      {deletedAccount && (
        <Suspense fallback={null}>
          <RestoreAccountDialog
            isOpen
            isBusy={signIn.isPending}
            onRestore={() => submit({ ...deletedAccount, restore: true })}
            onDecline={() => {
              setDeletedAccount(null);
              setProblem({ key: 'auth.signIn.deleted' });
            }}
          />
        </Suspense>
      )}
    </CardPage>
  );
}
