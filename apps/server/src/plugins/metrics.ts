import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { addGauges, type GaugeSources } from '../infra/metrics/gauges';
import { createMetrics, type AppMetrics } from '../infra/metrics/metrics';
import { isLocalClient } from '../loopback';

/** The label of every request no route matched: one label, whatever the URL (bounded). */
const UNMATCHED = 'unmatched';

/**
 * Counts every request into the duration histogram by the route pattern the router matched
 * (`/api/profiles/:id`), never the raw URL. Registered before any route, so it sees them all.
 */
export function observeRequests(app: FastifyInstance): AppMetrics {
  const telemetry = createMetrics();
  app.addHook('onResponse', async (request, reply) => {
    telemetry.observeRequest(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status_code: reply.statusCode,
      },
      reply.elapsedTime,
    );
  });
  return telemetry;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>` against the configured one, in constant time. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  // Equal-length digests: the comparison's time tells nothing of the token or its length.
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * `GET /metrics` in Prometheus' text format (SECURITY 45): to a client on this machine talking
 * directly (the socket's address, no proxy headers, as the dev outbox decides), or to one
 * with the configured bearer token. A wrong token is a 401; anyone else gets the ordinary 404.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  options: { telemetry: AppMetrics; token: string | undefined; sources: GaugeSources },
): void {
  const { registry } = options.telemetry;
  addGauges(registry, options.sources);
  app.get('/metrics', async (request, reply) => {
    const { token } = options;
    const hasBearer = request.headers.authorization !== undefined;
    if (token && hasBearer && !bearerMatches(request, token)) {
      request.log.warn({ ip: request.socket.remoteAddress }, 'metrics refused: wrong token');
      throw new AppError('UNAUTHENTICATED');
    }
    if (!isLocalClient(request) && !(token && hasBearer)) throw new AppError('ROUTE_NOT_FOUND');
    const body = await registry.metrics();
    return reply.header('content-type', registry.contentType).send(body);
  });
}
