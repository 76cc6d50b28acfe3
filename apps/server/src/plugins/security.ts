import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { AppError } from '../errors/app-error';
import { isForeignOrigin } from '../infra/origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type SecurityOptions = {
  isProduction: boolean;
  trustedOrigins: string[];
};

/**
 * Headers of SECURITY.md 19 and the origin rule of 18: a state-changing API request from a
 * foreign origin is refused before any handler runs. Requests without an Origin header (curl,
 * server-to-server) are judged by Sec-Fetch-Site, which browsers always send.
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  // Built once: @fastify/helmet built helmet's middleware, its policy parsed anew, on every
  // request (issue 35: 2 % of the node's CPU on a profile read).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.isProduction
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Its parts only set headers and never hand on an error (helmet 8 throws instead).
    securityHeaders(request.raw, reply.raw, () => done());
  });

  const trusted = new Set(options.trustedOrigins);

  // Every state-changing request, whatever its path: deciding by the URL's spelling let
  // `/%61pi/...`, doubled slashes or another case through to routes the router decodes
  // (issue 7, A1). Nothing outside the API accepts a state-changing method anyway.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (isForeignOrigin(request.headers, trusted)) {
      request.log.warn({ origin, url: request.url }, 'refused request from a foreign origin');
      throw new AppError('ORIGIN_NOT_ALLOWED');
    }
  });

  app.addHook('onSend', async (request, reply) => {
    const path = request.routeOptions.url ?? request.url;
    if (path.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
