import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors/error-handler';

/** Where the build writes its prerendered pages (apps/web/scripts/prerender.mjs). */
const PRERENDERED = 'prerendered';

/** The page paths the build prerendered: `/`, `/az`, `/az/faq`… (each has an index.html). */
export function prerenderedPaths(distDir: string): Set<string> {
  const root = path.join(distDir, PRERENDERED);
  const paths = new Set<string>();
  if (!existsSync(root)) return paths;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const relative = path.relative(root, entry.parentPath).split(path.sep).join('/');
    paths.add(`/${relative}`.replace(/\/$/, '') || '/');
  }
  return paths;
}

/**
 * Serves the built web app with history fallback: a page the build prerendered answers its
 * HTML (it paints before any script runs, then hydrates); any other GET that is not an API
 * path and not a file answers index.html, and the client router decides what to show (its own
 * 404 page included). Unknown /api paths always answer JSON.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const prerendered = prerenderedPaths(distDir);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      dotfiles: 'deny',
      // `file.br` / `file.gz` written at build time (apps/web/precompress-plugin.ts), chosen by
      // Accept-Encoding, with `Vary: Accept-Encoding`.
      preCompressed: true,
      // Prerendered pages answer at their own paths (sendFile below), never as /prerendered/….
      allowedPath: (pathName, _root, request) =>
        !pathName.endsWith('.map') && !request.url.startsWith(`/${PRERENDERED}/`),
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathName = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathName.startsWith('/api/') &&
      !path.extname(pathName) &&
      !pathName.includes('/.');
    if (isPage && hasBuild) {
      const pagePath = pathName.replace(/(.)\/+$/, '$1');
      const file = prerendered.has(pagePath)
        ? path.posix.join(PRERENDERED, pagePath, 'index.html')
        : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(file);
    }
    return reply
      .status(404)
      .send(
        errorBody(request.id, request.url.startsWith('/api/') ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND'),
      );
  });
}
