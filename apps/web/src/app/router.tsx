import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { parseLocalePath, siteLocales } from '@vusal/shared/locale/site-locale';
import { lazyComponent } from '../lib/lazy-component';
import { LocaleLayout } from './locale-layout';
import { pages, type PageRoute } from './pages';

const preloaders = new Map<RouteObject, () => Promise<unknown>>();

function toRouteObject(page: PageRoute): RouteObject {
  const Page = lazyComponent(page.load);
  const children = page.children?.map(toRouteObject);
  const route: RouteObject = page.index
    ? { index: true, element: <Page /> }
    : { path: page.path, element: <Page />, children };
  preloaders.set(route, Page.preload);
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

/** Starts fetching the route modules of a path, so they load alongside its catalogue. */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routesFor(pathname), pathname) ?? []) {
    void preloaders.get(match.route)?.();
  }
}
