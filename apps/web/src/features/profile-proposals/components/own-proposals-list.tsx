import type { OwnProposal } from '@vusal/shared/schemas/profile-proposals';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/format-time';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useProposeChanges } from '../api/propose-changes';

type Props = { memberId: string; proposals: readonly OwnProposal[] };

/** The relative's own proposals and what became of them; a waiting one may be withdrawn. */
export function OwnProposalsList({ memberId, proposals }: Props) {
  const { t, translateKey } = useTranslation();
  const { withdraw } = useProposeChanges(memberId);
  if (proposals.length === 0) {
    return <p className="text-base text-stone-600">{t('proposals.guardian.noProposals')}</p>;
  }
  return (
    <ul className="grid gap-3">
      {proposals.map((proposal) => (
        <li
          key={proposal.id}
          className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-rose-100 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid gap-0.5">
            <p className="font-semibold text-stone-900">
              {[
                ...(proposal.hasPhoto ? [t('proposals.photo')] : []),
                ...proposal.fields.map((field) => translateKey(`editor.fields.${field}`)),
              ].join(', ')}
            </p>
            <p className="text-sm text-stone-600">
              {t('proposals.guardian.sentOn', { date: formatDay(proposal.createdAt, t) })} ·{' '}
              {translateKey(`proposals.status.${proposal.status}`)}
            </p>
          </div>
          {proposal.status === 'pending' ? (
            <Button
              variant="secondary"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(proposal.id, {
                  onSuccess: () => toast.success(t('proposals.guardian.withdrawn')),
                })
              }
            >
              {t('proposals.guardian.withdraw')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
