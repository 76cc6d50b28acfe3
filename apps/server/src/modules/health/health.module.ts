import type { FastifyInstance } from 'fastify';
import { healthRoutes, type HealthOptions } from './health.routes';

/** `/api/health/live` and `/api/health/ready`: no session, no service of their own. */
export async function registerHealthModule(
  app: FastifyInstance,
  deps: HealthOptions,
): Promise<void> {
  await app.register(healthRoutes, deps);
}
