import { use, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { parseLocalePath, siteLocales } from '@vusal/shared/locale/site-locale';
import type { Language } from '@vusal/shared/catalog/countries';
import { loadMessages, type MessagePart } from '../lib/i18n';
import { lazyComponent } from '../lib/lazy-component';
import { useLocale } from '../lib/use-locale';
import { LocaleLayout } from './locale-layout';
import { pages, type PageRoute } from './pages';

const preloaders = new Map<RouteObject, (language: Language) => Promise<unknown>>();

/** Shows a page once the part of the catalogue its texts are in has loaded (no flash of keys). */
function WithMessages({ part, children }: { part: MessagePart; children: ReactNode }) {
  use(loadMessages(useLocale().language, part));
  return children;
}

function toRouteObject(page: PageRoute): RouteObject {
  const Page = lazyComponent(page.load);
  const { messages } = page;
  const element = messages ? (
    <WithMessages part={messages}>
      <Page />
    </WithMessages>
  ) : (
    <Page />
  );
  const children = page.children?.map(toRouteObject);
  const route: RouteObject = page.index
    ? { index: true, element }
    : { path: page.path, element, children };
  preloaders.set(route, (language) =>
    Promise.all([Page.preload(), messages && loadMessages(language, messages)]),
  );
  return route;
}

const pageRoutes = pages.map(toRouteObject);

/**
 * The same pages under every locale prefix (decision 013): `/` (Global English), `/ru`,
 * `/az`, `/az/en`, `/az/ru`, one table each. The path's locale picks the table, so the router
 * ranks one locale's routes on every render, not five (`/az/ru/faq` is Russian).
 */
const routesByPrefix = new Map<string, RouteObject[]>(
  siteLocales().map(({ prefix }) => [
    prefix,
    [{ path: prefix || '/', element: <LocaleLayout />, children: pageRoutes }],
  ]),
);

/** The route table that serves a path: its locale's. */
export function routesFor(pathname: string): RouteObject[] {
  return routesByPrefix.get(parseLocalePath(pathname).prefix) ?? [];
}

export function AppRoutes() {
  return useRoutes(routesFor(useLocation().pathname));
}

/** Runs `start` in a task of its own, after the tasks already queued. */
function inTaskOfItsOwn(start: () => unknown): Promise<unknown> {
  return new Promise((resolve) => setTimeout(() => resolve(start()), 0));
}

/**
 * Starts fetching a path's route modules and their texts; settles once all have loaded. Each
 * route starts in a task of its own: Vite's preload helper starts the fetch of every chunk a
 * module needs at once, about a millisecond of main thread each, and a page's routes can need
 * dozens (the sign-in page's 35 were one 40–60 ms task when started together; P10 in
 * docs/performance.md).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const { language } = parseLocalePath(pathname);
  const matches = matchRoutes(routesFor(pathname), pathname) ?? [];
  const preloads = matches.flatMap((match) => preloaders.get(match.route) ?? []);
  return Promise.all(preloads.map((preload) => inTaskOfItsOwn(() => preload(language))));
}
