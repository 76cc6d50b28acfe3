import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createCompatibilityRepository } from './compatibility.repository';
import { compatibilityRoutes } from './compatibility.routes';
import { createCompatibilityService } from './compatibility.service';

/** `/api/compatibility` (issue 27). Needs the auth module first (`request.user`). */
export async function registerCompatibilityModule(
  app: FastifyInstance,
  deps: { db: Database },
): Promise<void> {
  const compatibility = createCompatibilityService(createCompatibilityRepository(deps.db));
  await app.register(compatibilityRoutes, { compatibility });
}
