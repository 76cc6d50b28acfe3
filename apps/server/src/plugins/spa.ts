import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors/error-handler';

/**
 * Serves the built web app with history fallback: any GET that is not an API path and not a
 * file answers index.html, and the client router decides what to show (its own 404 page
 * included). Unknown /api paths always answer JSON.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      dotfiles: 'deny',
      // `file.br` / `file.gz` written at build time (apps/web/precompress-plugin.ts), chosen by
      // Accept-Encoding, with `Vary: Accept-Encoding`.
      preCompressed: true,
      allowedPath: (pathName) => !pathName.endsWith('.map'),
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
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody(request.url.startsWith('/api/') ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND'));
  });
}
