import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandler } from '../errors/error-handler';
import type { Limits } from '../infra/limits/limits.types';
import { rateLimitStore } from '../infra/limits/rate-limit-store';
import { registerCompression } from './compression';
import { registerHostileInput } from './hostile-input';
import { registerRequestIdHeader } from './request-id';
import { registerSecurity, type SecurityOptions } from './security';

export type PluginOptions = SecurityOptions & {
  /** The counters @fastify/rate-limit counts with, the same as every other limit's. */
  limits: Limits;
  /** The largest file any route takes; each upload policy enforces its own while streaming. */
  maxFileBytes: number;
};

/** What every route relies on, registered before any module: Zod, errors, security, parsers. */
export async function registerPlugins(app: FastifyInstance, options: PluginOptions) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestIdHeader(app);
  registerErrorHandler(app);
  registerHostileInput(app);

  await registerSecurity(app, {
    isProduction: options.isProduction,
    trustedOrigins: options.trustedOrigins,
  });
  registerCompression(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false, store: rateLimitStore(options.limits) });
  await app.register(multipart, {
    // Each upload policy answers 413 past its own limit; a route taking larger files than
    // maxFileBytes passes its own to file().
    limits: {
      fileSize: options.maxFileBytes,
      files: 1,
      fields: 4,
      fieldSize: 64 * 1024,
      parts: 5,
    },
  });
}
