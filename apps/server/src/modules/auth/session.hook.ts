import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { RequestUser } from './auth.types';
import { SESSION_COOKIE } from './cookies';
import type { SessionService } from './session.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyRequest {
    /** The signed-in person, or null for a visitor. Set for every /api request. */
    user: RequestUser | null;
  }
}

/** Resolves the session cookie once per API request; handlers read `request.user`. */
export function registerSessionHook(app: FastifyInstance, sessions: SessionService) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? ((await sessions.resolve(token)) ?? null) : null;
  });
}

export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

/** Route guards (preHandler): the server decides every permission (S9). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  currentUser(request);
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  const user = currentUser(request);
  if (user.role !== 'admin') {
    request.log.warn({ userId: user.id, url: request.url }, 'permission denied: admin only');
    throw new AppError('FORBIDDEN');
  }
}

export async function requireApproved(request: FastifyRequest, _reply: FastifyReply) {
  const user = currentUser(request);
  if (user.profileStatus !== 'approved' && user.role !== 'admin')
    throw new AppError('PROFILE_PENDING');
}
