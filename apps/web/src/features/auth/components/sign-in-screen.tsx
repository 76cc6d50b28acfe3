import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { BackLink, CardPage } from '../../../components/ui/card-page';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import {
  applyServerIssues,
  useFieldMessages,
  useMessageTranslator,
} from '../../../lib/form-messages';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { useLocale } from '../../../lib/use-locale';
import { signInSchema, useSignIn, type SignInInput } from '../api/sign-in';
import { signInProblem, type SignInProblem } from '../lib/sign-in-problem';
import { PasswordField } from './password-field';
import { RestoreAccountDialog } from './restore-account-dialog';

type SignInScreenProps = {
  /** `?confirmed=true`: the person just confirmed their e-mail. */
  isConfirmed: boolean;
  onSignedIn: () => void;
};

export function SignInScreen({ isConfirmed, onSignedIn }: SignInScreenProps) {
  const { t } = useTranslation();
  const isHydrated = useIsHydrated();
  const translate = useMessageTranslator();
  const messagesOf = useFieldMessages();
  const { localizedPath } = useLocale();
  const signIn = useSignIn();
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  /** S8: the right password for an account deleted within the archive period. */
  const [deletedAccount, setDeletedAccount] = useState<SignInInput | null>(null);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = (values: SignInInput) => {
    if (signIn.isPending) return;
    setProblem(null);
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
        const isFieldIssue =
          error instanceof ApiError &&
          applyServerIssues(error, ['email', 'password'], form.setError);
        if (!isFieldIssue) setProblem(signInProblem(error));
      },
    });
  };

  const problemText = problem ? translate(problem.key, { count: problem.count }) : null;

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
        {problemText ? (
          <Notice tone="error" role="alert">
            {problemText}
          </Notice>
        ) : null}
        <form method="post" noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
          <FormField id="email" label={t('auth.email')} errors={messagesOf(errors.email)}>
            {(control) => (
              <Input
                {...control}
                {...form.register('email')}
                type="email"
                autoComplete="email"
                inputMode="email"
              />
            )}
          </FormField>
          <div>
            <PasswordField
              id="password"
              label={t('auth.password')}
              autoComplete="current-password"
              errors={messagesOf(errors.password)}
              registration={form.register('password')}
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
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!isHydrated}
            aria-busy={signIn.isPending || undefined}
          >
            {signIn.isPending && !deletedAccount
              ? t('auth.signIn.submitting')
              : t('auth.signIn.submit')}
          </Button>
        </form>
      </div>
      <RestoreAccountDialog
        isOpen={deletedAccount !== null}
        isBusy={signIn.isPending}
        onRestore={() => deletedAccount && submit({ ...deletedAccount, restore: true })}
        onDecline={() => {
          setDeletedAccount(null);
          setProblem({ key: 'auth.signIn.deleted' });
        }}
      />
    </CardPage>
  );
}
