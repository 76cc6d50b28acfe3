import {
  hreflangOf,
  LANGUAGE_COOKIE,
  localizePath,
  privatePages,
  publicPages,
  rememberedLanguagePath,
  siteLocales,
} from '@vusal/shared/locale/site-locale';
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';

/** robots.txt: every private page under every locale prefix is out; the sitemap is named. */
export function robotsTxt(publicUrl: string): string {
  const disallowed = siteLocales().flatMap(({ prefix }) =>
    privatePages.map((page) => `Disallow: ${localizePath(page, prefix)}`),
  );
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...disallowed,
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml: each public page in every locale, each listing all its language alternates. */
export function sitemapXml(publicUrl: string): string {
  const locales = siteLocales();
  const url = (page: string, prefix: string) => escapeHtml(publicUrl + localizePath(page, prefix));
  const entries = publicPages.flatMap((page) =>
    locales.map(({ prefix }) => {
      const alternates = locales.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflangOf(locale)}" href="${url(page, locale.prefix)}"/>`,
      );
      return [
        '  <url>',
        `    <loc>${url(page, prefix)}</loc>`,
        ...alternates,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(page, '')}"/>`,
        '  </url>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

function isPageRequest(method: string, pathname: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    !pathname.startsWith('/socket.io/') &&
    !/\.[a-z0-9]+$/i.test(pathname)
  );
}

/**
 * /robots.txt, /sitemap.xml (absolute URLs need PUBLIC_URL, known only at run time), and the
 * remembered language (docs/decisions/013): a page URL that names no language is sent to the
 * visitor's chosen one before any HTML leaves, so a prerendered page never flashes the wrong
 * language. Registered before the SPA so its hook runs first; needs @fastify/cookie.
 */
export function registerSiteFiles(app: FastifyInstance, options: { publicUrl: string }): void {
  const robots = robotsTxt(options.publicUrl);
  const sitemap = sitemapXml(options.publicUrl);

  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );

  app.addHook('onRequest', async (request, reply) => {
    const [pathname = '/', query] = request.url.split('?', 2);
    if (!isPageRequest(request.method, pathname)) return;
    const target = rememberedLanguagePath(pathname, request.cookies[LANGUAGE_COOKIE]);
    if (!target) return;
    await reply
      .header('cache-control', 'private, no-store')
      .header('vary', 'Cookie')
      .redirect(query === undefined ? target : `${target}?${query}`, 302);
  });
}
