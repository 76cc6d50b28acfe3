import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@vusal/shared/schemas/health';

export type HealthOptions = {
  /** Resolves when the database answers and the schema is migrated; throws with the reason otherwise. */
  checkDatabase: () => Promise<void>;
};

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { checkDatabase },
) => {
  app.get('/api/health/live', { schema: { response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/api/health/ready',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await checkDatabase();
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        request.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'not ready: database unavailable',
        );
        return reply.status(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );
};
