import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSiteFiles } from './site-files';

const publicUrl = 'https://vusal.example';

describe('site files', () => {
  const app = Fastify();

  beforeAll(async () => {
    await app.register(cookie);
    app.get('/api/ping', () => ({ ok: true }));
    registerSiteFiles(app, { publicUrl });
    // Stands in for the SPA fallback: every page path answers.
    app.setNotFoundHandler((request, reply) => reply.send(`page ${request.url}`));
    await app.ready();
  });
  afterAll(() => app.close());

  it('lists exactly the public pages in every language in sitemap.xml', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const pages = ['/', '/how-it-works', '/faq', '/about-us', '/terms', '/privacy'];
    const prefixes = ['', '/ru', '/az', '/az/en', '/az/ru'];
    const expected = pages.flatMap((page) =>
      prefixes.map((prefix) => publicUrl + (prefix && page === '/' ? prefix : prefix + page)),
    );
    expect(locs.sort()).toEqual(expected.sort());
    expect(response.body).toContain(
      `<xhtml:link rel="alternate" hreflang="ru-AZ" href="${publicUrl}/az/ru/faq"/>`,
    );
    expect(response.body).not.toContain('dashboard');
  });

  it('keeps private pages out in robots.txt, under every prefix, and names the sitemap', async () => {
    const response = await app.inject('/robots.txt');
    const lines = response.body.split('\n');
    for (const path of ['/api/', '/dashboard', '/az/ru/messages', '/ru/admin', '/az/en/profile/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.some((line) => /Disallow: .*\/(faq|about-us|how-it-works)$/.test(line))).toBe(
      false,
    );
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });

  it('sends a page URL without a language to the remembered language, keeping the query', async () => {
    const response = await app.inject({
      url: '/az/faq?x=1',
      cookies: { vusal_lang: 'ru' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/az/ru/faq?x=1');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['a URL that names its language', '/az/ru/faq', 'az'],
    ['no remembered language', '/faq', undefined],
    ['an unknown value', '/faq', 'xx'],
    ['a language the region lacks', '/faq', 'az'],
    ['an API call', '/api/ping', 'ru'],
    ['a file', '/og-image.png', 'ru'],
  ])('leaves %s alone', async (_case, url, language) => {
    const response = await app.inject({
      url,
      cookies: language ? { vusal_lang: language } : {},
    });
    expect(response.statusCode).toBe(200);
  });
});
