import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownProfileSchema, profileViewSchema } from '@vusal/shared/schemas/profile';
import { profileCreateSchema } from '@vusal/shared/schemas/profile-input';
import { withoutContactDetails } from '@vusal/shared/schemas/without-contact-details';
import { currentUser, requireMember, requireUser } from '../auth';
import { storedObjectHeaders } from '../media';
import { profileUpdateBody } from './profile-update-body';
import type { ProfilesService } from './profiles.service';

// Free texts refuse contact details here, not in the browser (decision 038).
const createBody = withoutContactDetails(profileCreateSchema);
const updateBody = profileUpdateBody;

export const profilesRoutes: FastifyPluginAsyncZod<{
  profiles: ProfilesService;
}> = async (app, { profiles }) => {
  // Decision 062: both reads check the session in their own statement, so they may be lent one
  // this node read a moment ago (decision 058).
  app.get(
    '/api/profiles/me',
    {
      config: { sessionInStatement: true },
      preHandler: requireUser,
      schema: { response: { 200: ownProfileSchema } },
    },
    async (request) => ({ profile: await profiles.readOwn(currentUser(request)) }),
  );

  app.post(
    '/api/profiles/me',
    {
      preHandler: [requireUser, requireMember],
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
      preHandler: [requireUser, requireMember],
      schema: { body: updateBody, response: { 200: ownProfileSchema } },
    },
    async (request) => ({ profile: await profiles.update(currentUser(request).id, request.body) }),
  );

  app.get(
    '/api/profiles/:id',
    {
      config: { sessionInStatement: true },
      preHandler: requireUser,
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: profileViewSchema },
      },
    },
    async (request) => profiles.view(currentUser(request), request.params.id),
  );

  // Issue 38: one picture of a photo, named by its opaque token (photo-tokens.ts), to whoever
  // may get it. The photo itself is never kept by any cache (a hide must take it back at the
  // next request); the blurred copy may be kept by the member's browser.
  app.get(
    '/api/photos/:token',
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ token: z.string().max(512) }),
        querystring: z.object({ size: z.enum(['small', 'large']).default('large') }),
      },
    },
    async (request, reply) => {
      const { object, variant } = await profiles.photo(
        currentUser(request),
        request.params.token,
        request.query.size,
      );
      return reply
        .headers(storedObjectHeaders(object))
        .header(
          'Cache-Control',
          variant === 'original' ? 'private, no-store' : 'private, max-age=86400',
        )
        .send(object.body);
    },
  );
};
