import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesSchema } from '@vusal/shared/schemas/preferences';
import { currentUser, requireUser } from '../auth';
import type { PreferencesService } from './preferences.service';

export const preferencesRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesService }> = async (
  app,
  { preferences },
) => {
  app.get(
    '/api/preferences',
    { preHandler: requireUser, schema: { response: { 200: preferencesSchema } } },
    async (request) => preferences.get(currentUser(request).id),
  );

  app.put(
    '/api/preferences',
    {
      preHandler: requireUser,
      schema: { body: preferencesSchema, response: { 200: preferencesSchema } },
    },
    async (request) => preferences.save(currentUser(request).id, request.body),
  );
};
