import { ArrowLeft } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useSearchParams } from 'react-router';
import { AppPage, PageTitle, Surface } from '../../../components/ui/app-page';
import { DocumentMeta } from '../../../components/page-meta';
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
  const tabRefs = useRef<Partial<Record<AdminTab, HTMLButtonElement | null>>>({});

  function select(next: AdminTab, focus = false) {
    setSearchParams(next === 'users' ? {} : { tab: next }, { replace: true });
    if (focus) tabRefs.current[next]?.focus();
  }

  /** Arrow keys, Home and End move between the tabs (the ARIA tabs pattern). */
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = adminTabs.indexOf(tab);
    const last = adminTabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(adminTabs[next]!, true);
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

      <div
        role="tablist"
        aria-label={t('admin.tabs.label')}
        onKeyDown={onKeyDown}
        className="mt-6 flex gap-1 overflow-x-auto rounded-full bg-white/80 p-1 ring-1 ring-rose-100 sm:inline-flex"
      >
        {adminTabs.map((name) => {
          const isSelected = name === tab;
          return (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={`${ids}-tab-${name}`}
              aria-selected={isSelected}
              aria-controls={`${ids}-panel-${name}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(name)}
              className={`h-10 flex-1 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none ${
                isSelected ? 'bg-rose-700 text-white shadow-sm' : 'text-stone-700 hover:bg-rose-50'
              }`}
            >
              {t(`admin.tabs.${name}`)}
            </button>
          );
        })}
      </div>

      <Surface className="mt-4">
        <div
          role="tabpanel"
          id={`${ids}-panel-${tab}`}
          aria-labelledby={`${ids}-tab-${tab}`}
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
