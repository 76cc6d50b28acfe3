import { useQuery } from '@tanstack/react-query';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/translation';
import { sessionQueryOptions } from '../lib/session';
import { AdminRoleContext, useAdminMode, type KnownRole } from '../lib/admin-mode';

/**
 * Admin preview mode around the pages of the data layout: it tells `useAdminMode` the role
 * from the session the page's guard fetches (it asks for nothing itself), and shows the fixed
 * toggle (admins only) and the red banner while the mode is on (spec section 2, "Other pages").
 */
export function AdminModeLayer({ children }: { children: ReactNode }) {
  // Reads the cached session only: /auth and the signed-in guard are the ones that fetch it.
  const session = useQuery({ ...sessionQueryOptions(), enabled: false });
  const role: KnownRole =
    session.data === undefined ? undefined : (session.data.user?.role ?? null);
  return (
    <AdminRoleContext value={role}>
      <AdminModeChrome isAdmin={role === 'admin'} />
      {children}
    </AdminRoleContext>
  );
}

function AdminModeChrome({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  // Called for everyone: for a non-admin it removes a stored `adminMode`.
  const { isOn, toggle } = useAdminMode();
  if (!isAdmin) return null;
  return (
    <aside aria-label={t('adminMode.region')}>
      <div role="status">
        {isOn ? (
          <p className="flex items-center justify-center gap-2 bg-red-700 px-4 py-2 text-center text-sm font-semibold text-white">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {t('adminMode.banner')}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        aria-pressed={isOn}
        onClick={toggle}
        className={`fixed bottom-4 left-4 z-50 inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold shadow-lg ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 ${
          isOn
            ? 'bg-red-700 text-white ring-red-800 hover:bg-red-800'
            : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-50'
        }`}
      >
        <ShieldCheck aria-hidden="true" className="size-4" />
        {t('adminMode.toggle')}
        <span
          aria-hidden="true"
          className={`rounded-full px-2 py-0.5 text-xs ${isOn ? 'bg-white text-red-800' : 'bg-stone-100 text-stone-700'}`}
        >
          {isOn ? t('adminMode.on') : t('adminMode.off')}
        </span>
      </button>
    </aside>
  );
}
