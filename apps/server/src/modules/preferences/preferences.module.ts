import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createPreferencesRepository } from './preferences.repository';
import { preferencesRoutes } from './preferences.routes';
import { createPreferencesService, type PreferencesDependencies } from './preferences.service';

/** `/api/preferences`. Needs the auth module first (`request.user`). */
export async function registerPreferencesModule(
  app: FastifyInstance,
  deps: { db: Database } & PreferencesDependencies,
): Promise<void> {
  const preferences = createPreferencesService(createPreferencesRepository(deps.db), deps);
  await app.register(preferencesRoutes, { preferences });
}
