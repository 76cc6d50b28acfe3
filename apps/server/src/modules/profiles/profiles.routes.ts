import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_PROFILE_PHOTOS } from '@vusal/shared/catalog/constants';
import { z } from 'zod';
import { ownProfileSchema, profileViewSchema } from '@vusal/shared/schemas/profile';
import { profileCreateSchema, profileUpdateSchema } from '@vusal/shared/schemas/profile-input';
import { withoutContactDetails } from '@vusal/shared/schemas/without-contact-details';
import { currentUser, requireUser } from '../auth';
import { storedObjectHeaders } from '../media';
import type { ProfilesService } from './profiles.service';

// Free texts refuse contact details here, not in the browser (decision 038).
const createBody = withoutContactDetails(profileCreateSchema);
const updateBody = withoutContactDetails(profileUpdateSchema);

export const profilesRoutes: FastifyPluginAsyncZod<{
  profiles: ProfilesService;
}> = async (app, { profiles }) => {
  app.get(
    '/api/profiles/me',
    { preHandler: requireUser, schema: { response: { 200: ownProfileSchema } } },
    async (request) => ({
      profile: await profiles.getOwn(currentUser(request).id),
    }),
  );

  app.post(
    '/api/profiles/me',
    {
      preHandler: requireUser,
      schema: { body: createBody, response: { 201: ownProfileSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ profile: await profiles.create(currentUser(request).id, request.body) }),
  );

  app.patch(
    '/api/profiles/me',
    {
      preHandler: requireUser,
      schema: { body: updateBody, response: { 200: ownProfileSchema } },
    },
    async (request) => ({ profile: await profiles.update(currentUser(request).id, request.body) }),
  );

  app.get(
    '/api/profiles/:id',
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: profileViewSchema },
      },
    },
    async (request) => profiles.view(currentUser(request), request.params.id),
  );

  const size = z.enum(['small', 'large']).default('large');
  const version = z.string().max(64).optional();
  const profileId = z.string().max(64);

  // An approved photo (`n`: its place, 0 the main one) to whoever may see the profile.
  app.get(
    '/api/photos/:profileId',
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ profileId }),
        querystring: z.object({
          size,
          n: z.coerce
            .number()
            .int()
            .min(0)
            .max(MAX_PROFILE_PHOTOS - 1)
            .default(0),
          v: version,
        }),
      },
    },
    async (request, reply) => {
      const { size: asked, n } = request.query;
      const object = await profiles.photo(currentUser(request), request.params.profileId, n, asked);
      return reply.headers(storedObjectHeaders(object)).send(object.body);
    },
  );

  // A photo waiting for review, to its owner and moderators only (decisions 029, 037).
  app.get(
    '/api/photos/:profileId/pending/:photoId',
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ profileId, photoId: z.uuid() }),
        querystring: z.object({ size, v: version }),
      },
    },
    async (request, reply) => {
      const { profileId: id, photoId } = request.params;
      const object = await profiles.pendingPhoto(
        currentUser(request),
        id,
        photoId,
        request.query.size,
      );
      return reply.headers(storedObjectHeaders(object)).send(object.body);
    },
  );
};
