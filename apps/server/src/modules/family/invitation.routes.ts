import {
  guardianSignUpSchema,
  invitationInfoSchema,
  invitationTokenSchema,
} from '@vusal/shared/schemas/family';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUser,
  requireUser,
  SESSION_COOKIE,
  setCookie,
  type CookiePolicy,
  type SessionService,
} from '../auth';
import type { FamilyService } from './family.service';

export type InvitationRouteOptions = {
  family: FamilyService;
  sessions: Pick<SessionService, 'create'>;
  cookies: CookiePolicy;
  ipLimit: { max: number; timeWindow: number };
};

/**
 * The invited relative's side (decision 050). The token travels in bodies, never in a URL, so
 * no log or referrer holds it; each route is limited per IP as the auth routes are.
 */
export const invitationRoutes: FastifyPluginAsyncZod<InvitationRouteOptions> = async (
  app,
  { family, sessions, cookies, ipLimit },
) => {
  const config = { rateLimit: ipLimit };

  app.post(
    '/api/family/invitation',
    { config, schema: { body: invitationTokenSchema, response: { 200: invitationInfoSchema } } },
    async (request) => family.invitation(request.body.token),
  );

  app.post(
    '/api/family/invitation/sign-up',
    { config, schema: { body: guardianSignUpSchema } },
    async (request, reply) => {
      const userId = await family.signUp(request.body);
      const { token, maxAgeMs } = await sessions.create(userId, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setCookie(reply, cookies, SESSION_COOKIE, token, maxAgeMs);
      request.log.info({ userId, ip: request.ip }, 'guardian signed up');
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/family/invitation/accept',
    { config, preHandler: requireUser, schema: { body: invitationTokenSchema } },
    async (request, reply) => {
      await family.accept(currentUser(request), request.body.token);
      return reply.status(204).send();
    },
  );
};
