import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useSearchParams } from 'react-router';
import { AppPage, PageTitle, Surface } from '../../../components/ui/app-page';
import { DocumentMeta } from '../../../components/page-meta';
import { TabList, tabIds } from '../../../components/ui/tab-list';
import { useLocale } from '../../../lib/use-locale';
import { AuditPanel } from './audit-panel';
import { ReportsPanel } from './reports-panel';
import { UsersPanel } from './users-panel';

export const adminTabs = ['users', 'reports', 'audit'] as const;
export type AdminTab = (typeof adminTabs)[number];

function isAdminTab(value: string | null): value is AdminTab {
  return adminTabs.includes(value as AdminTab);
}

/** /admin: users, reports and the audit log as tabs; the open tab is in the URL (`?tab=`). */
export function AdminScreen({ selfId }: { selfId: string }) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : 'users';
  const ids = useId();

  function select(next: AdminTab) {
    setSearchParams(next === 'users' ? {} : { tab: next }, { replace: true });
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
      <p className="mt-2 text-base text-pretty text-stone-600">{t('admin.lead')}</p>

      <TabList
        tabs={adminTabs}
        selected={tab}
        onSelect={select}
        label={t('admin.tabs.label')}
        idPrefix={ids}
        className="mt-6 flex overflow-x-auto sm:inline-flex"
        tabClassName="flex-1 sm:flex-none"
      >
        {(name) => t(`admin.tabs.${name}`)}
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
          {tab === 'reports' ? <ReportsPanel /> : null}
          {tab === 'audit' ? <AuditPanel /> : null}
        </div>
      </Surface>
    </AppPage>
  );
}
