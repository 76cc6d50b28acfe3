import { parseLocalePath, publicPages, siteLocales } from '@vusal/shared/locale/site-locale';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { App } from './app/app';
import { routesFor } from './app/router';

/**
 * The pages the build writes as HTML (scripts/prerender.mjs): every public page, and the
 * sign-in screen's shell, under every locale prefix (decision 013). A page joins by being in
 * `publicPages`; one the route table does not know yet (its 404) is skipped.
 */
export const prerenderedPages: readonly string[] = [...publicPages, '/auth'];

export function prerenderPaths(): string[] {
  return siteLocales().flatMap(({ prefix }) =>
    prerenderedPages.map((page) => (page === '/' ? prefix || '/' : prefix + page)),
  );
}

export type RenderedPage = { html: string; language: string };

/**
 * Renders one path once every lazy module and catalogue it needs has loaded (prerender waits
 * for all Suspense boundaries), or undefined when the path is the route table's 404.
 */
export async function renderPage(path: string): Promise<RenderedPage | undefined> {
  const matches = matchRoutes(routesFor(path), path);
  if (!matches || matches.some(({ route }) => route.path === '*')) return undefined;
  const { language } = parseLocalePath(path);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  // Every boundary inline, however large: React would otherwise move big ones to the end of the
  // document with an inline <script> to swap them in, which the CSP (script-src 'self') blocks.
  const { prelude } = await prerenderToNodeStream(<App Router={Router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, language };
}
