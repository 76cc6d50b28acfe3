import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defaultPreferences, preferencesSchema } from '@vusal/shared/schemas/preferences';
import type { Database } from '../../db/client';
import { currentUser, requireUser } from '../auth/session.hook';
import { createPreferencesRepository } from './preferences.repository';

/** S4: persisted per user; a user who never saved has the spec's defaults. */
export const preferencesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const repository = createPreferencesRepository(db);

  app.get(
    '/api/preferences',
    { preHandler: requireUser, schema: { response: { 200: preferencesSchema } } },
    async (request) => (await repository.find(currentUser(request).id)) ?? defaultPreferences,
  );

  app.put(
    '/api/preferences',
    {
      preHandler: requireUser,
      schema: { body: preferencesSchema, response: { 200: preferencesSchema } },
    },
    async (request) => {
      await repository.save(currentUser(request).id, request.body);
      return request.body;
    },
  );
};
