import {
  adminVerificationsSchema,
  verificationAppealSchema,
  verificationParamsSchema,
  verificationRejectionSchema,
  verificationStateSchema,
} from '@vusal/shared/schemas/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { actorOf, currentUser, requireApproved, requireModerator, requireUser } from '../auth';
import { storedObjectHeaders } from '../media';
import type { VerificationService } from './verification.service';

type Options = { verification: VerificationService };

const stateResponse = { response: { 200: verificationStateSchema } };

/** The member's own check (docs/api/verification.md). */
export const verificationRoutes: FastifyPluginAsyncZod<Options> = async (app, { verification }) => {
  app.get('/api/verification', { preHandler: requireApproved, schema: stateResponse }, (request) =>
    verification.state(currentUser(request).id),
  );

  app.post('/api/verification', { preHandler: requireApproved, schema: stateResponse }, (request) =>
    verification.start(currentUser(request).id),
  );

  app.post(
    '/api/verification/appeal',
    { preHandler: requireApproved, schema: { body: verificationAppealSchema, ...stateResponse } },
    (request) => verification.appeal(currentUser(request).id, request.body.text),
  );

  app.put(
    '/api/verification/selfie',
    { preHandler: requireApproved, schema: stateResponse },
    async (request) => {
      const file = await request.file();
      if (!file || file.fieldname !== 'selfie') throw new AppError('BAD_REQUEST');
      return verification.submit(currentUser(request).id, file.file, file.filename);
    },
  );

  // The sender and moderators only; to anyone else the file does not exist (404).
  app.get(
    '/api/verification/selfies/:id',
    {
      preHandler: requireUser,
      schema: {
        params: verificationParamsSchema,
        querystring: z.object({ size: z.enum(['small', 'large']).default('large') }),
      },
    },
    async (request, reply) => {
      const object = await verification.selfie(
        currentUser(request),
        request.params.id,
        request.query.size,
      );
      // A selfie is never kept by a browser or a shared cache.
      const headers = { ...storedObjectHeaders(object), 'Cache-Control': 'private, no-store' };
      return reply.headers(headers).send(object.body);
    },
  );
};

/** The moderators' queue (docs/api/admin.md, "Verification"): moderators and admins only. */
export const verificationReviewRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { verification },
) => {
  // On request, before the body is parsed: others learn nothing of its shape.
  app.addHook('onRequest', requireModerator);

  app.get(
    '/api/admin/verifications',
    { schema: { response: { 200: adminVerificationsSchema } } },
    () => verification.queue(),
  );

  app.post(
    '/api/admin/verifications/:id/approve',
    { schema: { params: verificationParamsSchema } },
    async (request, reply) => {
      await verification.approve(actorOf(request), request.params.id);
      request.log.info({ verificationId: request.params.id }, 'verification approved');
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/verifications/:id/reject',
    { schema: { params: verificationParamsSchema, body: verificationRejectionSchema } },
    async (request, reply) => {
      await verification.reject(actorOf(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
        ...(request.body.note ? { note: request.body.note } : {}),
      });
      request.log.info({ verificationId: request.params.id }, 'verification rejected');
      return reply.status(204).send();
    },
  );
};
