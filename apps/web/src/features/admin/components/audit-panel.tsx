import { adminActions } from '@vusal/shared/catalog/enums';
import type { AdminAuditEntry, AdminPerson } from '@vusal/shared/schemas/admin';
import { useTranslation } from '../../../lib/translation';
import { useAudit } from '../api/get-audit';
import { formatDateTime } from '../../../lib/format-time';
import { ListEmpty, ListSkeleton } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/staff/load-error';
import { LoadMore } from '../../../components/staff/load-more';
import { PersonLink } from '../../../components/staff/person-link';

/** What admins did, newest first (SECURITY 15): time, who, what, about whom. */
export function AuditPanel() {
  const { t } = useTranslation();
  const audit = useAudit();
  const items = audit.data?.pages.flatMap((page) => page.items) ?? [];

  if (audit.isPending) return <ListSkeleton label={t('admin.audit.loading')} />;
  if (audit.isError && items.length === 0) {
    return <LoadError error={audit.error} onRetry={() => void audit.refetch()} />;
  }
  if (items.length === 0) return <ListEmpty title={t('admin.audit.empty')} />;

  return (
    <div>
      <div className="overflow-x-auto rounded-2xl ring-1 ring-stone-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('admin.audit.caption')}</caption>
          <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-700 uppercase">
            <tr>
              {(['time', 'actor', 'action', 'target'] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-3 whitespace-nowrap">
                  {t(`admin.audit.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 bg-white text-stone-700">
            {items.map((entry) => (
              <tr key={entry.id} className="align-top">
                <td className="px-3 py-3 whitespace-nowrap">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, t)}</time>
                </td>
                <td className="px-3 py-3">
                  <Person person={entry.actor} fallback={t('admin.audit.system')} />
                </td>
                <td className="px-3 py-3">
                  <ActionLabel entry={entry} />
                </td>
                <td className="px-3 py-3">
                  <Person person={entry.target} fallback={t('admin.audit.none')} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore
        hasNextPage={audit.hasNextPage}
        isFetchingNextPage={audit.isFetchingNextPage}
        onLoad={() => void audit.fetchNextPage()}
      />
    </div>
  );
}

/** A refused decision (SECURITY 37) also says what was attempted. */
function ActionLabel({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useTranslation();
  const label = t(`admin.audit.actions.${entry.action}`);
  const attempted = adminActions.find((action) => action === entry.details?.attempted);
  if (entry.action !== 'refuse_sanction' || !attempted) return label;
  return `${label}: ${t(`admin.audit.actions.${attempted}`)}`;
}

function Person({ person, fallback }: { person: AdminPerson | null; fallback: string }) {
  if (!person) return <span className="text-stone-500">{fallback}</span>;
  return <PersonLink id={person.id} name={person.name} />;
}
