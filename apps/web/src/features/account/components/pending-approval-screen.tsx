import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { CardPage } from '../../../components/ui/card-page';

type PendingApprovalScreenProps = { actions: ReactNode };

/** Spec section 2, Dashboard: the only thing an unapproved person sees, with a way out. */
export function PendingApprovalScreen({ actions }: PendingApprovalScreenProps) {
  const { t } = useTranslation();
  return (
    <CardPage icon={<Hourglass aria-hidden="true" className="size-6" />} title={t('pending.title')}>
      <div className="space-y-4 text-base text-pretty text-stone-700">
        <p>{t('pending.text')}</p>
        <p className="text-stone-600">{t('pending.next')}</p>
      </div>
      <div className="mt-6 flex justify-end">{actions}</div>
    </CardPage>
  );
}
