import { AppNav, AppNavContext } from '../components/app-nav';
import { DocumentMeta } from '../components/page-meta';
import { PageFrame } from '../components/ui/page-frame';
import { Spinner } from '../components/ui/spinner';
import { useTranslation } from '../lib/translation';

/**
 * A signed-in page while its session is checked (issue 37, decision 043): the header and, when
 * the last visit was a member's, the app's navigation at once, with grey shapes where the page
 * will be, rather than a blank screen with a lone spinner on a slow network.
 */
export function SignedInShell({ hasNav }: { hasNav: boolean }) {
  const { t } = useTranslation();
  const label = t('auth.session.loading');
  return (
    <AppNavContext value={hasNav}>
      <DocumentMeta title={label} />
      <div className="pb-(--app-tab-bar)">
        <PageFrame>
          <main aria-busy="true" className="mx-auto w-full max-w-3xl flex-1 px-4 pt-6 pb-16">
            <span className="sr-only">
              <Spinner label={label} />
            </span>
            <div aria-hidden="true" className="grid animate-pulse gap-4">
              <div className="h-8 w-2/3 rounded-full bg-stone-200" />
              <div className="h-4 w-1/2 rounded-full bg-stone-200" />
              {[0, 1, 2].map((block) => (
                <div key={block} className="h-28 rounded-3xl bg-white/80 ring-1 ring-rose-100" />
              ))}
            </div>
          </main>
        </PageFrame>
      </div>
      {hasNav ? <AppNav layout="tabBar" /> : null}
    </AppNavContext>
  );
}
