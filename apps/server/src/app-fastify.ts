import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from './app.types';
import { loggerOptions } from './logger';
import {
  frameworkErrors,
  rewriteMalformedUrl,
  ROUTER_MAX_PARAM_LENGTH,
} from './plugins/hostile-input';
import { requestIdGenerator } from './plugins/request-id';

/** The Fastify instance itself: its logger, proxy trust, request ids and hostile-input guards. */
export function createFastify(deps: AppDependencies) {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logStream
      ? { ...loggerOptions({ env: 'production', logLevel: 'trace' }), stream: deps.logStream }
      : loggerOptions(config),
    trustProxy: config.trustProxy,
    genReqId: requestIdGenerator(config.trustProxy !== false),
    bodyLimit: 1024 * 1024,
    rewriteUrl: rewriteMalformedUrl,
    frameworkErrors,
    routerOptions: { maxParamLength: ROUTER_MAX_PARAM_LENGTH },
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  return app;
}
