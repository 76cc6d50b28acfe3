import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/translation';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AppPage, PageTitle, Surface } from '../../components/ui/app-page';
import { DocumentMeta } from '../../components/page-meta';
import { TabList, tabIds } from '../../components/ui/tab-list';
import { useSignedInUser } from '../../lib/session';
import { useLocale } from '../../lib/use-locale';
import type { Role } from '@vusal/shared/catalog/enums';
import { queueOfTab, seesAdminPanel, tabsFor, type AdminTab } from '../admin-tabs';
import { AppealsPanel } from '../../features/moderation/queues/appeals-panel';
import { AuditPanel } from '../../features/admin/components/audit-panel';
import { MarkedMessagesPanel } from '../../features/moderation/queues/marked-messages-panel';
import { useQueues } from '../../features/moderation/api/queues';
import { ReportsPanel } from '../../features/moderation/queues/reports-panel';
import { ReviewsPanel } from '../../features/moderation/queues/reviews-panel';
import { UsersPanel } from '../../features/admin/components/users-panel';
import { VerificationsPanel } from '../../features/moderation/queues/verifications-panel';

/**
 * /admin, for admins and moderators (product.md section 2, issue 23 item 8): anyone else is
 * sent to the dashboard. Which tabs show is the role's; the API answers 403 regardless (D4).
 */
export default function AdminRoute() {
  const user = useSignedInUser();
  const { localizedPath } = useLocale();
  if (!user) return null;
  if (!seesAdminPanel(user.role)) return <Navigate to={localizedPath('/dashboard')} replace />;
  return <AdminScreen selfId={user.id} role={user.role} />;
}

/**
 * The staff screen: the tabs the person's role allows, composed from two features, the admin's
 * (users, the audit log) and moderation's queues (verification selfies, reports, marked
 * messages, appeals, photo reviews), each tab with its open count (issue 34, item 12); the
 * open tab is in the URL (`?tab=`), the first one by default.
 */
function AdminScreen({ selfId, role }: { selfId: string; role: Role }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = tabsFor(role);
  const first = tabs[0] ?? 'reports';
  const requested = tabs.find((name) => name === searchParams.get('tab'));
  const tab: AdminTab = requested ?? first;
  const ids = useId();
  const queues = useQueues();
  const sizeOf = (name: AdminTab) =>
    queues.data?.queues.find((row) => row.queue === queueOfTab[name])?.size ?? null;

  function select(next: AdminTab) {
    setSearchParams(next === first ? {} : { tab: next }, { replace: true });
  }

  return (
    <AppPage
      width="xl"
      top={
        <Link
          to={localizedPath('/dashboard')}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 py-1 text-base font-semibold text-stone-700 hover:bg-white/70 hover:text-rose-800"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t('admin.back')}
        </Link>
      }
    >
      <DocumentMeta title={t('admin.meta.title')} />
      <PageTitle>{t('admin.title')}</PageTitle>
      <p className="mt-2 text-base text-pretty text-stone-600">
        {t(role === 'admin' ? 'admin.lead' : 'admin.leadModerator')}
      </p>

      {/* The row scrolls when the names and counts are wider than the page; each tab holds
          its screen-reader label (`relative`), so the label scrolls with it. */}
      <TabList
        tabs={tabs}
        selected={tab}
        onSelect={select}
        label={t('admin.tabs.label')}
        idPrefix={ids}
        className="mt-6 flex max-w-full overflow-x-auto sm:inline-flex"
        tabClassName="relative flex-1 sm:flex-none"
      >
        {(name) => (
          <TabLabel name={t(`admin.tabs.${name}`)} count={sizeOf(name)} isSelected={name === tab} />
        )}
      </TabList>

      <Surface className="mt-4">
        <div
          role="tabpanel"
          id={tabIds(ids, tab).panel}
          aria-labelledby={tabIds(ids, tab).tab}
          tabIndex={0}
          className="rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-600"
        >
          {tab === 'users' ? <UsersPanel selfId={selfId} /> : null}
          {tab === 'verifications' ? <VerificationsPanel /> : null}
          {tab === 'reviews' ? <ReviewsPanel /> : null}
          {tab === 'reports' ? <ReportsPanel /> : null}
          {tab === 'markedMessages' ? <MarkedMessagesPanel /> : null}
          {tab === 'appeals' ? <AppealsPanel /> : null}
          {tab === 'audit' ? <AuditPanel /> : null}
        </div>
      </Surface>
    </AppPage>
  );
}

/** A tab's name and, for a queue, its open count; read as "Reports, 3 open". */
function TabLabel({
  name,
  count,
  isSelected,
}: {
  name: string;
  count: number | null;
  isSelected: boolean;
}) {
  const { t } = useTranslation();
  if (count === null) return name;
  return (
    <>
      <span aria-hidden="true" className="inline-flex items-center gap-2">
        {name}
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${isSelected ? 'bg-white text-rose-800' : 'bg-rose-100 text-rose-800'}`}
        >
          {count}
        </span>
      </span>
      <span className="sr-only">{t('admin.tabs.withCount', { name, count })}</span>
    </>
  );
}
