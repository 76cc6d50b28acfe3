import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

/** A page or layout of the route table; `load` imports its route module from `app/routes/`. */
export type PageRoute = {
  path?: string;
  index?: true;
  load: () => Promise<PageModule>;
  children?: PageRoute[];
};

/**
 * Every page, once. The router mounts this table at `/` and again under each active
 * country's prefix (`/az`), so `{ path: 'faq', … }` serves both `/faq` and `/az/faq`.
 * Adding a page is one line; each route module is its own lazily loaded chunk.
 */
export const pages: PageRoute[] = [
  { index: true, load: () => import('./routes/landing') },
  {
    // Pages that fetch data go here: this layout mounts TanStack Query, which the landing never loads.
    load: () => import('./routes/query-layout'),
    children: [
      // { path: 'auth', load: () => import('./routes/auth') },
    ],
  },
  { path: '*', load: () => import('./routes/not-found') },
];
