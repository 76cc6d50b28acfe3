import { appealStatuses, type AppealStatus } from '@vusal/shared/catalog/enums';
import type { AppealDecision } from '@vusal/shared/schemas/admin-decisions';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import {
  useAppeals,
  useDecideAppeal,
  type AdminAppeal,
  type AdminAppealItem,
} from '../api/appeals';
import { useActionErrorToast } from '../../../lib/action-error';
import { formatDateTime } from '../../../lib/format-time';
import { PersonLink } from '../../../components/staff/person-link';
import { QueueView, ReasonDialog } from './queue';
import { DecisionButtons, QueueCard } from './queue-card';
import { WaitedSince } from '../../../components/staff/waited-since';

type Answering = { appeal: AdminAppeal; decision: AppealDecision };

/** Issue 24, item 3: the appeals of suspended and banned members, each answered once. */
export function AppealsPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AppealStatus>('open');
  const appeals = useAppeals(status);
  const decide = useDecideAppeal();
  const errorToast = useActionErrorToast();
  const [answering, setAnswering] = useState<Answering | null>(null);

  function open(appeal: AdminAppeal, decision: AppealDecision) {
    setAnswering({ appeal, decision });
  }

  function confirm(reason: string) {
    if (!answering) return;
    decide.mutate(
      { id: answering.appeal.id, decision: { decision: answering.decision, reason } },
      {
        onSuccess: () => {
          setAnswering(null);
          toast.success(t('admin.toasts.appealDecided'), {
            description: answering.appeal.member.name,
          });
        },
        onError: (error) => errorToast(t('admin.toasts.appealFailed'), error),
      },
    );
  }

  const name = answering?.appeal.member.name ?? '';
  return (
    <div className="space-y-5">
      <QueueView
        queue="appeals"
        statuses={appealStatuses}
        status={status}
        onStatus={setStatus}
        nameOf={(value) => t(`admin.appeals.statuses.${value}`)}
        query={appeals}
        renderItem={(appeal) => <AppealCard key={appeal.id} appeal={appeal} onAnswer={open} />}
      />

      <ReasonDialog
        isOpen={answering !== null}
        title={t(
          answering?.decision === 'lift' ? 'admin.appeals.liftTitle' : 'admin.appeals.keepTitle',
          { name },
        )}
        description={t('admin.appeals.decisionLead')}
        confirmLabel={t(
          answering?.decision === 'lift' ? 'admin.appeals.lift' : 'admin.appeals.keep',
        )}
        reasonLabel={t('admin.appeals.decisionReason')}
        isBusy={decide.isPending}
        onClose={() => setAnswering(null)}
        onConfirm={confirm}
      />
    </div>
  );
}

function AppealCard({
  appeal,
  onAnswer,
}: {
  appeal: AdminAppealItem;
  onAnswer: (appeal: AdminAppeal, decision: AppealDecision) => void;
}) {
  const { t } = useTranslation();
  const term = 'text-xs font-semibold tracking-wide text-stone-600 uppercase';
  const { sanction } = appeal;
  return (
    <QueueCard
      heading={<PersonLink id={appeal.member.id} name={appeal.member.name} />}
      time={
        appeal.status === 'open' ? (
          <WaitedSince since={appeal.createdAt} minutes={appeal.waitedMinutes} />
        ) : (
          <time dateTime={appeal.createdAt} className="text-sm text-stone-600">
            <span className="sr-only">{t('admin.appeals.sentAt')} </span>
            {formatDateTime(appeal.createdAt, t)}
          </time>
        )
      }
    >
      <dl className="mt-3 grid gap-3 text-sm text-stone-700 sm:grid-cols-2">
        <div>
          <dt className={term}>{t('admin.appeals.sanction')}</dt>
          <dd className="mt-0.5">
            {t(`admin.decision.decisions.${sanction.kind}`)}{' '}
            {sanction.endsAt
              ? t('admin.appeals.until', { time: formatDateTime(sanction.endsAt, t) })
              : sanction.kind === 'ban'
                ? t('admin.appeals.forGood')
                : null}
          </dd>
        </div>
        <div>
          <dt className={term}>{t('admin.appeals.sanctionedBy')}</dt>
          <dd className="mt-0.5">
            {appeal.sanctionedBy ? (
              <PersonLink id={appeal.sanctionedBy.id} name={appeal.sanctionedBy.name} />
            ) : (
              <span className="text-stone-500">{t('admin.appeals.removed')}</span>
            )}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className={term}>{t('admin.appeals.reason')}</dt>
          <dd className="mt-0.5 break-words whitespace-pre-line">{sanction.reason}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className={term}>{t('admin.appeals.text')}</dt>
          <dd className="mt-1">
            <blockquote className="rounded-xl bg-stone-50 px-3 py-2 break-words whitespace-pre-line text-stone-800">
              {appeal.text}
            </blockquote>
          </dd>
        </div>
      </dl>
      {appeal.status === 'open' ? (
        <DecisionButtons
          accept={{
            label: t('admin.appeals.lift'),
            namedLabel: t('admin.appeals.liftNamed', { name: appeal.member.name }),
            onChoose: () => onAnswer(appeal, 'lift'),
          }}
          reject={{
            label: t('admin.appeals.keep'),
            namedLabel: t('admin.appeals.keepNamed', { name: appeal.member.name }),
            onChoose: () => onAnswer(appeal, 'uphold'),
          }}
        />
      ) : appeal.decidedAt ? (
        <p className="mt-3 text-sm text-stone-600">
          {t('admin.appeals.decided', {
            time: formatDateTime(appeal.decidedAt, t),
            name: appeal.decidedBy?.name ?? t('admin.appeals.removed'),
            reason: appeal.decisionReason ?? '',
          })}
        </p>
      ) : null}
    </QueueCard>
  );
}
