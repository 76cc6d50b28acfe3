import { lazy } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { activeCountries } from '../lib/locale';
import { LocaleLayout } from './locale-layout';
import { pages, type PageRoute } from './pages';

const preloaders = new Map<RouteObject, () => Promise<unknown>>();

function toRouteObject(page: PageRoute): RouteObject {
  let module: ReturnType<PageRoute['load']> | undefined;
  const load = () => (module ??= page.load());
  const Page = lazy(load);
  const children = page.children?.map(toRouteObject);
  const route: RouteObject = page.index
    ? { index: true, element: <Page /> }
    : { path: page.path, element: <Page />, children };
  preloaders.set(route, load);
  return route;
}

const pageRoutes = pages.map(toRouteObject);

/** The Global tree at `/`, and the same pages under each active country's prefix. */
export const routes: RouteObject[] = [
  ...activeCountries.map((country) => ({
    path: `/${country.code}`,
    element: <LocaleLayout />,
    children: pageRoutes,
  })),
  { path: '/', element: <LocaleLayout />, children: pageRoutes },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Starts fetching the route modules of a path, so they load alongside its catalogue. */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) void preloaders.get(match.route)?.();
}
