import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Limits } from './limits.types';

/**
 * @fastify/rate-limit (the per-address limits of SECURITY 4, declared on each route) counting
 * through the app's one limits mechanism, so it falls back like every other limit: its own
 * Redis store answered 500 while Redis was away (issue 20, item 2).
 */
export function rateLimitStore(limits: Limits): FastifyRateLimitStoreCtor {
  class LimitsStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options: FastifyRateLimitOptions, prefix = 'route:') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      limits.hit(this.prefix + key, { max, windowMs: timeWindow }).then(
        (verdict) => callback(null, { current: verdict.count, ttl: verdict.retryAfterMs }),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the merged route options with the route itself as `routeInfo`.
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { routeInfo } = routeOptions as unknown as {
        routeInfo: { method?: unknown; url?: unknown };
      };
      const route = `${String(routeInfo.method ?? '')}${String(routeInfo.url ?? '')}`;
      return new LimitsStore(routeOptions as FastifyRateLimitOptions, `${this.prefix}${route}:`);
    }
  }
  return LimitsStore;
}
