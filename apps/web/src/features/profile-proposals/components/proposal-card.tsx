import { TOAST_DURATION_MS } from '@vusal/shared/catalog/constants';
import type { PendingProposal } from '@vusal/shared/schemas/profile-proposals';
import { useState } from 'react';
import { Surface } from '../../../components/ui/app-page';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useMessageTranslator } from '../../../lib/form-messages';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useDecideProposal } from '../api/decide-proposal';
import { useProposalValue } from '../lib/use-proposal-value';

type Decision = 'accept' | 'decline';

/** One waiting proposal: who wrote it, each field now and as proposed, accept or decline. */
export function ProposalCard({ proposal }: { proposal: PendingProposal }) {
  const { t, translateKey } = useTranslation();
  const translate = useMessageTranslator();
  const valueOf = useProposalValue();
  const { accept, decline } = useDecideProposal();
  const [asking, setAsking] = useState<Decision | null>(null);
  const headingId = `proposal-${proposal.id}`;
  const author = t('proposals.author', {
    name: proposal.author.name,
    relation: translateKey(`enums.guardian_relation.${proposal.author.relation}`),
  });
  const isBusy = accept.isPending || decline.isPending;

  const failed = (error: Error) => {
    if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return;
    toast.error(translate(error instanceof ApiError ? `errors.${error.code}` : 'errors.INTERNAL'));
  };
  const confirm = () => {
    const done = () => setAsking(null);
    if (asking === 'accept') {
      accept.mutate(proposal.id, {
        onSuccess: () =>
          toast.success(t('proposals.review.accepted'), { duration: TOAST_DURATION_MS.success }),
        onError: failed,
        onSettled: done,
      });
    } else {
      decline.mutate(proposal.id, {
        onSuccess: () => toast.success(t('proposals.review.declined')),
        onError: failed,
        onSettled: done,
      });
    }
  };

  return (
    <Surface labelledBy={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {t('proposals.review.from', { author })}
      </h2>
      {proposal.photoUrl ? (
        <figure className="mt-4 grid gap-2">
          <img
            src={proposal.photoUrl}
            alt={t('proposals.review.photoAlt', { author })}
            className="size-40 rounded-2xl object-cover ring-1 ring-rose-100"
          />
          <figcaption className="text-sm text-stone-600">
            {t('proposals.review.photoNote')}
          </figcaption>
        </figure>
      ) : null}
      <dl className="mt-4 grid gap-4">
        {proposal.changes.map((change) => (
          <div key={change.field} className="grid gap-1 border-t border-rose-100 pt-3">
            <dt className="text-sm font-semibold text-stone-800">
              {translateKey(`editor.fields.${change.field}`)}
            </dt>
            <dd className="grid gap-1 sm:grid-cols-2 sm:gap-4">
              <p className="text-sm text-stone-600">
                <span className="font-medium">{t('proposals.review.current')}: </span>
                <span className="break-words whitespace-pre-line">
                  {valueOf(change.field, change.current)}
                </span>
              </p>
              <p className="text-sm text-stone-900">
                <span className="font-medium">{t('proposals.review.proposed')}: </span>
                <span
                  className={`break-words whitespace-pre-line ${change.changedSince ? 'line-through' : ''}`}
                >
                  {valueOf(change.field, change.proposed)}
                </span>
              </p>
              {change.changedSince ? (
                <p className="text-sm text-amber-800 sm:col-span-2">
                  {t('proposals.review.changedSince')}
                </p>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          size="lg"
          disabled={isBusy}
          onClick={() => setAsking('decline')}
        >
          {t('proposals.review.decline')}
        </Button>
        <Button size="lg" disabled={isBusy} onClick={() => setAsking('accept')}>
          {t('proposals.review.accept')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={
          asking === 'decline'
            ? t('proposals.review.confirmDeclineTitle')
            : t('proposals.review.confirmAcceptTitle')
        }
        description={
          asking === 'decline'
            ? t('proposals.review.confirmDecline', { author })
            : t('proposals.review.confirmAccept')
        }
        confirmLabel={
          asking === 'decline' ? t('proposals.review.decline') : t('proposals.review.accept')
        }
        cancelLabel={t('proposals.review.cancel')}
        tone={asking === 'decline' ? 'danger' : 'primary'}
        isBusy={isBusy}
        onConfirm={confirm}
      />
    </Surface>
  );
}
