import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticePreferencesSchema, preferencesSchema } from '@vusal/shared/schemas/preferences';
import { currentUser, requireMember, requireUser } from '../auth';
import type { PreferencesService } from './preferences.service';

export const preferencesRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesService }> = async (
  app,
  { preferences },
) => {
  app.get(
    '/api/preferences',
    { preHandler: [requireUser, requireMember], schema: { response: { 200: preferencesSchema } } },
    async (request) => preferences.get(currentUser(request).id),
  );

  app.put(
    '/api/preferences',
    {
      preHandler: [requireUser, requireMember],
      schema: { body: preferencesSchema, response: { 200: preferencesSchema } },
    },
    async (request) => preferences.save(currentUser(request).id, request.body),
  );

  // Issue 39 (decision 055): a guardian account has no search nor privacy of its own, only how
  // it hears of the family's news; the whole set above is a member's.
  app.get(
    '/api/preferences/notices',
    { preHandler: requireUser, schema: { response: { 200: noticePreferencesSchema } } },
    async (request) => preferences.notices(currentUser(request).id),
  );

  app.put(
    '/api/preferences/notices',
    {
      preHandler: requireUser,
      schema: { body: noticePreferencesSchema, response: { 200: noticePreferencesSchema } },
    },
    async (request) => preferences.saveNotices(currentUser(request).id, request.body),
  );
};
