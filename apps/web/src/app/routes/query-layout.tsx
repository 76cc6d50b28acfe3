import { use, useEffect } from 'react';
import { Outlet } from 'react-router';
import { HydrationBoundary } from '../../components/hydration-boundary';
import { loadMessages } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { useLocale } from '../../lib/use-locale';

// Fetched as soon as a page under this layout is on its way, beside the page's own chunks.
const DataLayer = lazyComponent(() => import('../data-layer'));
void DataLayer.preload();

/**
 * Layout of every page that talks to the API; loaded only when such a page is visited, with
 * the sign-in page's part of the catalogue (`auth`); the pages under it that need more say so
 * in app/pages.ts. It awaits that part itself rather than through `messages` there: without
 * React imported here, the bundler moves React out of the entry into a chunk of its own, 1 KB
 * more on the landing (P9).
 *
 * The query client and everything under it load lazily (decision 067): a prerendered page
 * (sign-in) hydrates this layout with the entry's code alone, and the rest of its HTML when
 * their chunks arrive.
 */
export default function QueryLayout() {
  const { language } = useLocale();
  use(loadMessages(language, 'auth'));
  // The rest of the texts, once the page has hydrated: the page after sign-in needs them.
  useEffect(() => void loadMessages(language, 'app').catch(() => undefined), [language]);
  return (
    <HydrationBoundary>
      <DataLayer>
        <Outlet />
      </DataLayer>
    </HydrationBoundary>
  );
}
