import { LogOut } from 'lucide-react';
import { useTranslation } from '../../../lib/translation';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { useLocale } from '../../../lib/use-locale';
import { useSignOut } from '../api/sign-out';
import { signOutDestination } from '../lib/auth-routing';

type SignOutButtonProps = {
  variant?: ButtonVariant;
  /** Its label only on the widest screens (a header row); the icon, named, elsewhere. */
  isCompact?: boolean;
};

/** D12: signing out goes to the landing of the current language (`/az` or `/`). */
export function SignOutButton({ variant = 'secondary', isCompact = false }: SignOutButtonProps) {
  const { t } = useTranslation();
  const { prefix } = useLocale();
  const navigate = useNavigate();
  const signOut = useSignOut();

  const handleSignOut = () => {
    if (signOut.isPending) return;
    signOut.mutate(undefined, {
      onSuccess: () => navigate(signOutDestination(prefix), { replace: true }),
      onError: () => toast.error(t('auth.signOutFailed')),
    });
  };

  return (
    <Button variant={variant} onClick={handleSignOut} aria-busy={signOut.isPending || undefined}>
      <LogOut aria-hidden="true" className="size-4" />
      <span className={isCompact ? 'sr-only 2xl:not-sr-only' : undefined}>
        {signOut.isPending ? t('auth.signingOut') : t('auth.signOut')}
      </span>
    </Button>
  );
}
