import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, type Health } from '@vusal/shared/schemas/health';

export type HealthOptions = {
  /** Resolves when the database answers and the schema is migrated; throws with the reason otherwise. */
  checkDatabase: () => Promise<void>;
  /** Set when `REDIS_URL` is: whether Redis answers now (issue 20, item 2). */
  checkRedis?: () => Promise<boolean>;
};

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { checkDatabase, checkRedis },
) => {
  app.get('/api/health/live', { schema: { response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  /**
   * Not ready while either store the node was configured with is away: a balancer then sends
   * new pages elsewhere. Without Redis the node still serves (limits count locally, events
   * reach only its own sockets), so liveness stays up and nothing restarts it.
   */
  app.get(
    '/api/health/ready',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      const [database, redis] = await Promise.all([
        checkDatabase().then(
          () => 'up' as const,
          (error: unknown) => {
            request.log.warn(
              { reason: error instanceof Error ? error.message : String(error) },
              'not ready: database unavailable',
            );
            return 'down' as const;
          },
        ),
        checkRedis?.().then((answers) => (answers ? ('up' as const) : ('down' as const))),
      ]);
      if (redis === 'down') request.log.warn({}, 'not ready: Redis unavailable');
      const body: Health = {
        status: database === 'up' && redis !== 'down' ? 'ok' : 'unavailable',
        database,
        ...(redis ? { redis } : {}),
      };
      return reply.status(body.status === 'ok' ? 200 : 503).send(body);
    },
  );
};
