import { useQuery } from '@tanstack/react-query';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../lib/translation';
import { sessionQueryOptions } from '../lib/session';
import { AdminRoleContext, useAdminMode, type KnownRole } from '../lib/admin-mode';
import { publishPreview } from '../lib/preview/preview-state';

/**
 * Admin preview mode around the pages of the data layout: it tells `useAdminMode` the role
 * from the session the page's guard fetches (it asks for nothing itself), and shows the fixed
 * toggle (admins only) and the red banner while the mode is on (spec section 2, "Other pages").
 * The pages never ask whether the mode is on: the API client, the socket and the query cache
 * below them do (lib/preview/).
 */
export function AdminModeLayer({ children }: { children: ReactNode }) {
  // Reads the cached session only: /auth and the signed-in guard are the ones that fetch it.
  const session = useQuery({ ...sessionQueryOptions(), enabled: false });
  const user = session.data?.user;
  const role: KnownRole = session.data === undefined ? undefined : (user?.role ?? null);
  return (
    <AdminRoleContext value={role}>
      <AdminModeChrome isAdmin={role === 'admin'} />
      <PreviewSwitch userId={user?.id}>{children}</PreviewSwitch>
    </AdminRoleContext>
  );
}

/**
 * Tells the layers under the pages whether they preview, before the pages render (their first
 * request must already be answered from the sample data), and mounts the pages afresh when the
 * mode changes, so every query, listener and screen state starts over in the new mode.
 */
function PreviewSwitch({ userId, children }: { userId: string | undefined; children: ReactNode }) {
  const { isOn } = useAdminMode();
  const isPreviewing = isOn && userId !== undefined;
  // A plain variable the non-React layers read; writing it while rendering is what puts it in
  // place before the pages' own render and effects. It only ever follows the mode.
  publishPreview(isPreviewing ? { userId } : null);
  // A connection opened before the preview is closed: the preview is not live (spec). The socket
  // module is imported here only then: with its preview answers and sample chats it would be
  // 2.4 KB of the sign-in page's first JavaScript (P9); a page that opened a socket has it.
  useEffect(() => {
    if (isPreviewing) void import('../lib/socket').then((socket) => socket.disconnectSocket());
  }, [isPreviewing]);
  return <Fragment key={isPreviewing ? 'preview' : 'live'}>{children}</Fragment>;
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
        className={`fixed bottom-[calc(var(--app-tab-bar)+1rem)] left-4 z-50 inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold shadow-lg ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 ${
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
