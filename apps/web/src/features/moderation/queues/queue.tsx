import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { MODERATION_REASON_MAX } from '@vusal/shared/schemas/admin-decisions';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/input';
import { ListEmpty, ListSkeleton } from '../../../components/ui/list-states';
import { useMessageTranslator } from '../../../lib/form-messages';
import { useTranslation } from '../../../lib/translation';
import { LoadError } from '../../../components/staff/load-error';
import { LoadMore } from '../../../components/staff/load-more';
import { ReasonField } from '../../../components/staff/reason-field';

/** Which part of a moderation queue shows: open items, or those decided one way or another. */
function QueueStatusSelect<S extends string>({
  label,
  statuses,
  value,
  onChange,
  nameOf,
}: {
  label: string;
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
  nameOf: (status: S) => string;
}) {
  const id = useId();
  return (
    <div className="max-w-xs">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as S)}>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {nameOf(status)}
          </option>
        ))}
      </Select>
    </div>
  );
}

export type Page<T> = { items: T[]; nextCursor: string | null };

/** The queues whose texts sit under `admin.<queue>` (caption, loading, empty, emptyText). */
export type QueueName = 'reports' | 'markedMessages' | 'appeals' | 'reviews' | 'verifications';

/** What a list needs of its query, paged or not. */
type ListQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * A moderation queue's items: loading, a load error, empty, or the list (and `footer`, e.g.
 * "Load more"). An error after some items loaded keeps them.
 */
export function QueueList<T>({
  queue,
  query,
  items,
  renderItem,
  footer,
}: {
  queue: QueueName;
  query: ListQuery;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <ListSkeleton label={t(`admin.${queue}.loading`)} rows={3} />;
  if (query.isError && items.length === 0) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) {
    return <ListEmpty title={t(`admin.${queue}.empty`)} text={t(`admin.${queue}.emptyText`)} />;
  }
  return (
    <>
      <ul aria-label={t(`admin.${queue}.caption`)} className="space-y-3">
        {items.map(renderItem)}
      </ul>
      {footer}
    </>
  );
}

/**
 * A moderation queue (reports, marked messages, appeals): its status filter and its items, with the texts of
 * `admin.<queue>`.
 */
export function QueueView<S extends string, T>({
  queue,
  statuses,
  status,
  onStatus,
  nameOf,
  query,
  renderItem,
}: {
  queue: 'reports' | 'markedMessages' | 'appeals';
  statuses: readonly S[];
  status: S;
  onStatus: (status: S) => void;
  nameOf: (status: S) => string;
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <QueueStatusSelect
        label={t(`admin.${queue}.status`)}
        statuses={statuses}
        value={status}
        onChange={onStatus}
        nameOf={nameOf}
      />
      <QueueList
        queue={queue}
        query={query}
        items={query.data?.pages.flatMap((page) => page.items) ?? []}
        renderItem={renderItem}
        footer={
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoad={() => void query.fetchNextPage()}
          />
        }
      />
    </>
  );
}

/**
 * A moderator's decision that needs a reason (an appeal, a photo review): the question and the
 * reason, required before `onConfirm` runs. Opened by a non-null `isOpen`; the reason starts
 * empty each time.
 */
export function ReasonDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  reasonLabel,
  isBusy,
  onClose,
  onConfirm,
}: {
  isOpen: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  reasonLabel: string;
  isBusy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setReason('');
      setError(null);
    }
  }

  function confirm() {
    if (!reason.trim()) {
      setError('validation.reasonRequired');
      return;
    }
    onConfirm(reason);
  }

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel={t('admin.decision.busy')}
      cancelLabel={t('admin.confirm.cancel')}
      isBusy={isBusy}
      onConfirm={confirm}
    >
      <ReasonField
        id={`${id}-reason`}
        label={reasonLabel}
        value={reason}
        error={error ? translate(error) : null}
        maxLength={MODERATION_REASON_MAX}
        onChange={setReason}
      />
    </ConfirmDialog>
  );
}
