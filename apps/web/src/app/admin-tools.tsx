import { ArrowUpRight, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../lib/translation';
import { Link } from 'react-router';
import { Surface } from '../components/ui/app-page';
import { buttonClasses } from '../components/ui/button';
import { Switch } from '../components/ui/switch';
import { useAdminMode } from '../lib/admin-mode';
import { useLocale } from '../lib/use-locale';
import { rejectedSamplePath } from './sample-pending';
import { QueueSizes } from '../features/moderation/queues/queue-sizes';
import { queuesFor } from './admin-tabs';
import type { Role } from '@vusal/shared/catalog/enums';

/** Spec section 2, Dashboard: the registration preview list, each page with `admin=true`. */
export const previewPages = [
  { key: 'signIn', path: '/auth?admin=true' },
  { key: 'signUp', path: '/auth?signup=true&admin=true' },
  { key: 'profileSetup', path: '/profile-setup?admin=true' },
  { key: 'editProfile', path: '/edit-profile?admin=true' },
  { key: 'myProfile', path: '/my-profile?admin=true' },
  { key: 'pendingRejected', path: rejectedSamplePath },
  { key: 'admin', path: '/admin?admin=true' },
] as const;

/**
 * What only admins see on the dashboard, composed by its route: the panel, the preview switch
 * and the preview list.
 */
export function AdminTools() {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const adminMode = useAdminMode();
  return (
    <Surface labelledBy="admin-tools-title">
      <PanelLink
        id="admin-tools-title"
        title={t('dashboard.admin.title')}
        lead={t('dashboard.admin.lead')}
        link={t('dashboard.admin.panel')}
      />
      <QueuesSection role="admin" />

      <Switch
        id="dashboard-admin-mode"
        className="mt-6 rounded-2xl bg-stone-50 p-4"
        label={t('dashboard.admin.toggle')}
        description={t('dashboard.admin.toggleHint')}
        checked={adminMode.isOn}
        onChange={(event) => adminMode.setOn(event.target.checked)}
      />

      <h3 id="admin-preview-title" className="mt-6 text-base font-semibold text-stone-900">
        {t('dashboard.admin.previewTitle')}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t('dashboard.admin.previewLead')}</p>
      <ul aria-labelledby="admin-preview-title" className="mt-3 grid gap-2 sm:grid-cols-2">
        {previewPages.map((page) => (
          <li key={page.key}>
            <Link
              to={localizedPath(page.path)}
              className="flex min-h-12 items-center justify-between gap-3 rounded-2xl px-4 py-2 ring-1 ring-stone-200 hover:bg-rose-50 hover:ring-rose-300"
            >
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-stone-900">
                  {t(`dashboard.admin.preview.${page.key}`)}
                </span>
                <span
                  aria-hidden="true"
                  className="block truncate font-mono text-xs text-stone-500"
                >
                  {localizedPath(page.path)}
                </span>
              </span>
              <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 text-stone-400" />
            </Link>
          </li>
        ))}
      </ul>
    </Surface>
  );
}

/** Issue 23, item 8: a moderator's way to the panel, where only their tabs show. */
export function ModeratorTools() {
  const { t } = useTranslation();
  return (
    <Surface labelledBy="moderator-tools-title">
      <PanelLink
        id="moderator-tools-title"
        title={t('dashboard.moderator.title')}
        lead={t('dashboard.moderator.lead')}
        link={t('dashboard.moderator.panel')}
      />
      <QueuesSection role="moderator" />
    </Surface>
  );
}

/** Issue 36, item 2: the queues the role works on, their sizes and oldest waits. */
function QueuesSection({ role }: { role: Role }) {
  const { t } = useTranslation();
  const id = `${role}-queues-title`;
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="text-base font-semibold text-stone-900">
        {t('dashboard.queues.title')}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t('dashboard.queues.lead')}</p>
      <QueueSizes queues={queuesFor(role)} />
    </section>
  );
}

/** The heading of a dashboard section about /admin, with the link to it. */
function PanelLink({
  id,
  title,
  lead,
  link,
}: {
  id: string;
  title: string;
  lead: string;
  link: string;
}) {
  const { localizedPath } = useLocale();
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-stone-900">
          <ShieldCheck aria-hidden="true" className="size-5 text-rose-700" />
          {title}
        </h2>
        <p className="mt-1 text-sm text-pretty text-stone-600">{lead}</p>
      </div>
      <Link to={localizedPath('/admin')} className={buttonClasses('primary')}>
        {link}
      </Link>
    </div>
  );
}
