import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownProfileSchema, profileViewSchema } from '@vusal/shared/schemas/profile';
import { profileCreateSchema, profileUpdateSchema } from '@vusal/shared/schemas/profile-input';
import { withoutContactDetails } from '@vusal/shared/schemas/without-contact-details';
import { AppError } from '../../errors/app-error';
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

  app.put(
    '/api/profiles/me/photo',
    { preHandler: requireUser, schema: { response: { 200: ownProfileSchema } } },
    async (request) => {
      const file = await request.file();
      if (!file || file.fieldname !== 'photo') throw new AppError('BAD_REQUEST');
      return {
        profile: await profiles.replacePhoto(currentUser(request).id, file.file, file.filename),
      };
    },
  );

  app.delete(
    '/api/profiles/me/photo',
    { preHandler: requireUser, schema: { response: { 200: ownProfileSchema } } },
    async (request) => ({
      profile: await profiles.removePhoto(currentUser(request).id),
    }),
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

  const photoRequest = {
    params: z.object({ profileId: z.string().max(64) }),
    querystring: z.object({
      size: z.enum(['small', 'large']).default('large'),
      v: z.string().optional(),
    }),
  };

  // The approved photo to whoever may see the profile; a waiting one to its owner and moderators.
  const photoRoutes = { '': profiles.photo, '/pending': profiles.pendingPhoto } as const;
  for (const [suffix, read] of Object.entries(photoRoutes)) {
    app.get(
      `/api/photos/:profileId${suffix}`,
      { preHandler: requireUser, schema: photoRequest },
      async (request, reply) => {
        const object = await read(
          currentUser(request),
          request.params.profileId,
          request.query.size,
        );
        return reply.headers(storedObjectHeaders(object)).send(object.body);
      },
    );
  }
};
