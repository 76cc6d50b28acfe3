import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  signInSchema,
  verifyEmailSchema,
} from '@vusal/shared/schemas/account';
import { appealRequestSchema } from '@vusal/shared/schemas/moderation';
import { signUpSchema } from '@vusal/shared/schemas/registration';
import { withoutContactDetails } from '@vusal/shared/schemas/without-contact-details';
import {
  acceptedResponseSchema,
  sessionResponseSchema,
  verifyEmailResponseSchema,
} from '@vusal/shared/schemas/session';
import { AppError } from '../../errors/app-error';
import { parseOrThrow } from '../../errors/validation';
import type { MediaService, StoredUpload } from '../media';
import { profilePhotoPolicy } from '../media';
import type { AuthLimits } from './auth.types';
import {
  clearCookie,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_MS,
  setCookie,
  SESSION_COOKIE,
  SIGN_UP_COOKIE,
  type CookiePolicy,
} from './cookies';
import type { createPasswordService } from './password.service';
import { currentUser, requireUser } from './session.hook';
import type { SessionService } from './session.service';
import type { createSignInService } from './sign-in.service';
import { EMAIL_CONFIRMATION_TTL_MS, type SignUpService } from './sign-up.service';
import { randomToken } from './tokens';

// Names and free texts refuse contact details here, not in the browser (decision 038).
const signUpBody = withoutContactDetails(signUpSchema);

export type AuthRouteOptions = {
  sessions: SessionService;
  signUp: SignUpService;
  signIn: ReturnType<typeof createSignInService>;
  passwords: ReturnType<typeof createPasswordService>;
  media: MediaService;
  cookies: CookiePolicy;
  limits: AuthLimits;
  /** SECURITY 8: ends the live sockets of a session that signed out. */
  disconnectSession(sessionId: string): void;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { sessions, cookies } = options;
  // SECURITY 4: per IP (the socket's address unless a trusted proxy is configured).
  const perIp = {
    rateLimit: { max: options.limits.ipRequests, timeWindow: options.limits.ipWindowMs },
  };

  const startSession = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    const { token, maxAgeMs } = await sessions.create(userId, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setCookie(reply, cookies, SESSION_COOKIE, token, maxAgeMs);
    request.log.info({ userId, ip: request.ip }, 'signed in');
    return (await sessions.resolve(token))!;
  };

  app.get(
    '/api/auth/session',
    { config: { freshSession: true }, schema: { response: { 200: sessionResponseSchema } } },
    async (request) => ({
      user: request.user,
    }),
  );

  app.post(
    '/api/auth/sign-up',
    { config: perIp, schema: { response: { 202: acceptedResponseSchema } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST');
      let input: ReturnType<typeof signUpSchema.parse> | undefined;
      let photo: StoredUpload | undefined;
      try {
        // The form sends `data` before `photo`, so nothing is stored for an invalid sign-up.
        for await (const part of request.parts()) {
          if (
            part.type === 'field' &&
            part.fieldname === 'data' &&
            typeof part.value === 'string'
          ) {
            input = parseOrThrow(signUpBody, JSON.parse(part.value) as unknown);
          } else if (part.type === 'file' && part.fieldname === 'photo' && input && !photo) {
            photo = await options.media.store(part.file, profilePhotoPolicy, part.filename);
          } else {
            throw new AppError('BAD_REQUEST');
          }
        }
        if (!input) throw new AppError('BAD_REQUEST');
      } catch (error) {
        if (photo) await options.media.remove(photo);
        throw error instanceof SyntaxError ? new AppError('BAD_REQUEST') : error;
      }
      const known = request.cookies[DEVICE_COOKIE];
      // Only a value this server could have made is kept; anything else is replaced.
      const device = known && /^[\w-]{20,100}$/.test(known) ? known : randomToken();
      const { browserToken } = await options.signUp.signUp(input, photo, device);
      setCookie(reply, cookies, SIGN_UP_COOKIE, browserToken, EMAIL_CONFIRMATION_TTL_MS);
      setCookie(reply, cookies, DEVICE_COOKIE, device, DEVICE_COOKIE_MAX_AGE_MS);
      return reply.status(202).send({ status: 'accepted' as const });
    },
  );

  app.post(
    '/api/auth/resend-confirmation',
    {
      config: perIp,
      schema: { body: resendConfirmationSchema, response: { 202: acceptedResponseSchema } },
    },
    async (request, reply) => {
      // Answered before any work, like a reset request: the answer and its timing say nothing
      // about whether the address has an account, or a confirmed one (SECURITY 5).
      const browserToken = request.cookies[SIGN_UP_COOKIE];
      void options.signUp
        .resendConfirmation(request.body.email, browserToken)
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'confirmation resend failed');
        });
      return reply.status(202).send({ status: 'accepted' as const });
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: perIp,
      schema: { body: verifyEmailSchema, response: { 200: verifyEmailResponseSchema } },
    },
    async (request, reply) => {
      const result = await options.signUp.verifyEmail(
        request.body.token,
        request.cookies[SIGN_UP_COOKIE],
      );
      if (!result) throw new AppError('INVALID_TOKEN');
      if (!result.signIn) return { signedIn: false };
      clearCookie(reply, cookies, SIGN_UP_COOKIE);
      await startSession(request, reply, result.userId);
      return { signedIn: true };
    },
  );

  app.post(
    '/api/auth/sign-in',
    { config: perIp, schema: { body: signInSchema, response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      const { email, password, restore } = request.body;
      try {
        const userId = await options.signIn.signIn(email, password, restore ?? false);
        return { user: await startSession(request, reply, userId) };
      } catch (error) {
        request.log.warn(
          { ip: request.ip, code: error instanceof AppError ? error.code : 'INTERNAL' },
          'sign-in refused',
        );
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/appeal',
    { config: perIp, schema: { body: appealRequestSchema } },
    async (request, reply) => {
      const { email, password, text } = request.body;
      await options.signIn.appeal(email, password, text);
      request.log.info({ ip: request.ip }, 'appeal sent');
      return reply.status(204).send();
    },
  );

  app.post('/api/auth/sign-out', async (request, reply) => {
    if (request.user) {
      await sessions.revoke(request.user);
      options.disconnectSession(request.user.sessionId);
    }
    clearCookie(reply, cookies, SESSION_COOKIE);
    return reply.status(204).send();
  });

  app.post(
    '/api/auth/forgot-password',
    {
      config: perIp,
      schema: { body: forgotPasswordSchema, response: { 202: acceptedResponseSchema } },
    },
    async (request, reply) => {
      const { email, language, country } = request.body;
      // Answered before any work, so a known address takes no longer than an unknown one.
      void options.passwords.requestReset(email, { language, country }).catch((error: unknown) => {
        request.log.error({ err: error }, 'password reset request failed');
      });
      return reply.status(202).send({ status: 'accepted' as const });
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: perIp, schema: { body: resetPasswordSchema } },
    async (request, reply) => {
      await options.passwords.reset(request.body.token, request.body.password);
      clearCookie(reply, cookies, SESSION_COOKIE);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/change-password',
    { config: perIp, preHandler: requireUser, schema: { body: changePasswordSchema } },
    async (request, reply) => {
      await options.passwords.change(
        currentUser(request),
        request.body.currentPassword,
        request.body.newPassword,
      );
      return reply.status(204).send();
    },
  );
};
