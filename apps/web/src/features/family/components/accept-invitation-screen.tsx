import { HeartHandshake } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { BackLink, CardPage } from '../../../components/ui/card-page';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useErrorReason } from '../../../lib/action-error';
import { useSession } from '../../../lib/session';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/translation';
import { useAcceptInvitation, useInvitation } from '../api/invitation';
import { GuardianSignUpForm } from './guardian-sign-up-form';

/**
 * Issue 39: the page the invitation mail opens (`/family/accept#token=…`). It says whose
 * invitation it is, then: a new guardian account, or signing in with the invited address.
 */
export function AcceptInvitationScreen({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const reason = useErrorReason();
  const session = useSession();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const toHome = () => navigate(localizedPath('/guardian'), { replace: true });
  const back = <BackLink to={localizedPath('/')}>{t('family.accept.home')}</BackLink>;
  const icon = <HeartHandshake aria-hidden="true" className="size-6" />;

  if (!token || invitation.isError) {
    const isGone =
      !token || (invitation.error instanceof ApiError && invitation.error.code === 'INVALID_TOKEN');
    return (
      <CardPage icon={icon} title={t('family.accept.invalidTitle')} back={back}>
        <p role="alert" className="text-base text-stone-700">
          {isGone ? t('family.accept.invalid') : reason(invitation.error)}
        </p>
      </CardPage>
    );
  }
  if (invitation.isPending || session.isPending) {
    return (
      <CardPage icon={icon} title={t('family.accept.loading')} back={back}>
        <Spinner label={t('family.accept.loading')} />
      </CardPage>
    );
  }

  const info = invitation.data;
  const relation = t(`enums.guardian_relation.${info.relation}`);
  const user = session.data?.user ?? null;
  const returnTo = { returnTo: `${location.pathname}${location.search}${location.hash}` };

  return (
    <CardPage
      icon={icon}
      title={t('family.accept.title', { name: info.memberFirstName })}
      lead={t('family.accept.lead', { name: info.memberFirstName, relation })}
      back={back}
    >
      {user && user.accountKind !== 'guardian' ? (
        <Notice tone="error" role="alert">
          {t('errors.GUARDIAN_IS_MEMBER')}
        </Notice>
      ) : user && user.email.toLowerCase() !== info.email ? (
        <Notice tone="error" role="alert">
          {t('family.accept.otherAccount', { email: info.email })}
        </Notice>
      ) : user ? (
        <div className="space-y-3">
          <Button
            size="lg"
            className="w-full"
            disabled={accept.isPending}
            aria-busy={accept.isPending || undefined}
            onClick={() => accept.mutate(token, { onSuccess: toHome })}
          >
            {accept.isPending ? t('family.accept.accepting') : t('family.accept.accept')}
          </Button>
          {accept.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {reason(accept.error)}
            </p>
          ) : null}
        </div>
      ) : info.hasAccount ? (
        <div className="space-y-3">
          <p className="text-base text-stone-700">
            {t('family.accept.signInHint', { email: info.email })}
          </p>
          <Link
            to={localizedPath('/auth')}
            state={returnTo}
            className="inline-flex w-full items-center justify-center rounded-full bg-rose-700 px-5 py-3 font-semibold text-white hover:bg-rose-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700"
          >
            {t('family.accept.signIn')}
          </Link>
        </div>
      ) : (
        <GuardianSignUpForm token={token} email={info.email} onDone={toHome} />
      )}
    </CardPage>
  );
}
