import {
  ownPhotosSchema,
  photoOrderSchema,
  photoParamsSchema,
} from '@vusal/shared/schemas/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { currentUser, requireMember, requireUser } from '../auth';
import type { ProfilePhotosService } from './profile-photos.service';

/** Decision 037 (docs/api/profiles.md, "Photos"): a member's own photos. */
export const profilePhotosRoutes: FastifyPluginAsyncZod<{ photos: ProfilePhotosService }> = async (
  app,
  { photos },
) => {
  // On request, before a body is read: an anonymous upload is refused unread.
  app.addHook('onRequest', requireUser);
  // Issue 39: a guardian account has no photos to show.
  app.addHook('onRequest', requireMember);
  const answer = { response: { 200: ownPhotosSchema } };

  app.get('/api/profiles/me/photos', { schema: answer }, async (request) =>
    photos.list(currentUser(request).id),
  );

  app.post(
    '/api/profiles/me/photos',
    { schema: { response: { 201: ownPhotosSchema } } },
    async (request, reply) => {
      const file = await request.file();
      if (!file || file.fieldname !== 'photo') throw new AppError('BAD_REQUEST');
      const added = await photos.add(currentUser(request).id, file.file, file.filename);
      return reply.status(201).send(added);
    },
  );

  app.put(
    '/api/profiles/me/photos/order',
    { schema: { ...answer, body: photoOrderSchema } },
    async (request) => photos.reorder(currentUser(request).id, request.body.ids),
  );

  app.post(
    '/api/profiles/me/photos/:photoId/main',
    { schema: { ...answer, params: photoParamsSchema } },
    async (request) => photos.setMain(currentUser(request).id, request.params.photoId),
  );

  app.delete(
    '/api/profiles/me/photos/:photoId',
    { schema: { ...answer, params: photoParamsSchema } },
    async (request) => photos.remove(currentUser(request).id, request.params.photoId),
  );
};
