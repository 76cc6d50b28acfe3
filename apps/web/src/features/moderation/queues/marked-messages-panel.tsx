import type { AdminReportStatus } from '@vusal/shared/schemas/admin';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/staff/load-error';
import { PersonLink } from '../../../components/staff/person-link';
import { formatDateTime } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/translation';
import {
  useDecideMarkedMessage,
  useMarkedMessage,
  useMarkedMessages,
  type ContactMessage,
} from '../api/marked-messages';
import { OpenOnDemand, QueueCard } from './queue-card';
import { WaitedSince } from '../../../components/staff/waited-since';
import { DecisionQueue } from './decision-queue';
import { ConversationExcerpt } from './report-context';

const term = 'text-xs font-semibold tracking-wide text-stone-600 uppercase';

/**
 * Issue 34, item 4: the messages sent anyway with contact details in a young chat (decision
 * 021), open ones oldest first, each decided as a report is, about its sender.
 */
export function MarkedMessagesPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AdminReportStatus>('open');
  return (
    <DecisionQueue
      queue="markedMessages"
      status={status}
      onStatus={setStatus}
      query={useMarkedMessages(status)}
      decide={useDecideMarkedMessage()}
      nameOf={(message) => message.sender?.name ?? ''}
      titleOf={(name) => t('admin.markedMessages.decisionTitle', { name })}
      renderItem={(message, onDecide) => (
        <MarkedMessageCard key={message.id} message={message} onDecide={onDecide} />
      )}
    />
  );
}

function MarkedMessageCard({
  message,
  onDecide,
}: {
  message: ContactMessage;
  onDecide: () => void;
}) {
  const { t } = useTranslation();
  const person = (who: ContactMessage['sender']) =>
    who ? (
      <PersonLink id={who.id} name={who.name} />
    ) : (
      <span className="text-stone-500">{t('admin.markedMessages.removed')}</span>
    );
  return (
    <QueueCard
      heading={t('admin.markedMessages.heading')}
      time={
        message.status === 'open' ? (
          <WaitedSince since={message.createdAt} minutes={message.waitedMinutes} />
        ) : (
          <time dateTime={message.createdAt} className="text-sm text-stone-600">
            {formatDateTime(message.createdAt, t)}
          </time>
        )
      }
    >
      <dl className="mt-3 grid gap-3 text-sm text-stone-700 sm:grid-cols-2">
        <div>
          <dt className={term}>{t('admin.markedMessages.sender')}</dt>
          <dd className="mt-0.5">{person(message.sender)}</dd>
        </div>
        <div>
          <dt className={term}>{t('admin.markedMessages.recipient')}</dt>
          <dd className="mt-0.5">{person(message.recipient)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className={term}>{t('admin.markedMessages.message')}</dt>
          <dd className="mt-1">
            <blockquote className="rounded-xl bg-stone-50 px-3 py-2 break-words whitespace-pre-line text-stone-800">
              {message.text}
            </blockquote>
          </dd>
        </div>
      </dl>
      <ContextDisclosure id={message.id} />
      {message.status === 'open' ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
          <Button
            className="h-9 px-3"
            aria-label={t('admin.markedMessages.decideNamed', { name: message.sender?.name ?? '' })}
            onClick={onDecide}
          >
            {t('admin.markedMessages.decide')}
          </Button>
        </div>
      ) : message.decidedAt ? (
        <p className="mt-3 text-sm text-stone-600">
          {message.decidedBy
            ? t('admin.markedMessages.resolved', {
                time: formatDateTime(message.decidedAt, t),
                name: message.decidedBy.name,
              })
            : t('admin.markedMessages.resolvedNoName', {
                time: formatDateTime(message.decidedAt, t),
              })}
        </p>
      ) : null}
    </QueueCard>
  );
}

/** The chat around the message, read-only, loaded when opened. */
function ContextDisclosure({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <OpenOnDemand label={t('admin.markedMessages.showContext')}>
      <AroundView id={id} />
    </OpenOnDemand>
  );
}

function AroundView({ id }: { id: string }) {
  const { t } = useTranslation();
  const detail = useMarkedMessage(id);
  if (detail.isPending) {
    return (
      <p role="status" className="text-sm text-stone-600">
        {t('admin.markedMessages.loadingContext')}
      </p>
    );
  }
  if (detail.isError) {
    return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  return (
    <ConversationExcerpt
      messages={detail.data.around.map((message) => ({
        ...message,
        author: t(`admin.markedMessages.from.${message.from ?? 'gone'}`),
        mark: message.isMarked ? t('admin.markedMessages.marked') : null,
      }))}
    />
  );
}
