import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../../../components/ui/card-page';

type WelcomeScreenProps = { name: string; actions: ReactNode };

/** The approved person's home until the full dashboard arrives. */
export function WelcomeScreen({ name, actions }: WelcomeScreenProps) {
  const { t } = useTranslation();
  return (
    <CardPage
      icon={<Heart aria-hidden="true" className="size-6" />}
      title={t('account.home.welcome', { name })}
      lead={t('account.home.lead')}
    >
      <div className="flex justify-end">{actions}</div>
    </CardPage>
  );
}
