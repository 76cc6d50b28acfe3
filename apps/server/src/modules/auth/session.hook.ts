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
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyContextConfig {
    /** The route answers what the web app routes by: its session is read past the cache. */
    freshSession?: boolean;
    /**
     * Decisions 058, 062, 063, 065, 066: the route's statement checks the session and the
     * member's standing itself (the like, the profile reads, the consent answer, the round's
     * reads, the badges), so this node may lend it a session it read recently instead of
     * reading again.
     */
    sessionInStatement?: boolean;
  }
}

/**
 * Decided by the route the router matched, never by how the URL is spelled (issue 7, A1):
 * `/%61pi/...` reaches an /api route and is treated as one. Health answers never depend on the
 * session, so they work while the database is away (A10).
 */
function needsSession(route: string | undefined): boolean {
  return !!route && route.startsWith('/api/') && !route.startsWith('/api/health/');
}

/** Resolves the session cookie once per API request; handlers read `request.user`. */
export function registerSessionHook(app: FastifyInstance, sessions: SessionService) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!needsSession(request.routeOptions.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const { freshSession, sessionInStatement } = request.routeOptions.config;
    request.user =
      (await sessions.resolve(token, {
        fresh: freshSession === true,
        checkedByStatement: sessionInStatement === true,
      })) ?? null;
  });
}

export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

/** Who acts, for an audit row (SECURITY 15, 26): the signed-in user and where they came from. */
export type Actor = { id: string; ip: string | undefined };

export function actorOf(request: FastifyRequest): Actor {
  return { id: currentUser(request).id, ip: request.ip };
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

/** Issue 23: verification, reviews and reports; an admin is a moderator too. */
export async function requireModerator(request: FastifyRequest, _reply: FastifyReply) {
  const user = currentUser(request);
  if (user.role !== 'moderator' && user.role !== 'admin') {
    request.log.warn({ userId: user.id, url: request.url }, 'permission denied: moderators only');
    throw new AppError('FORBIDDEN');
  }
}

/**
 * Issue 39: a guardian's own routes. A guardian account has no profile, so `requireApproved`
 * already keeps it from every route a member's browse, likes and chat use.
 */
export async function requireGuardian(request: FastifyRequest, _reply: FastifyReply) {
  const user = currentUser(request);
  if (user.accountKind !== 'guardian') throw new AppError('FORBIDDEN');
}

/**
 * Issue 39: routes that make or change a member's own profile, photos and answers. A guardian
 * account never gets a profile (decision 050), whatever it sends.
 */
export async function requireMember(request: FastifyRequest, _reply: FastifyReply) {
  const user = currentUser(request);
  if (user.accountKind === 'guardian') throw new AppError('GUARDIAN_ACCOUNT');
}

/**
 * Issue 39 (decision 055): a person's own notices (push devices): approved members, and guardian
 * accounts, which hear of their family's news by push too.
 */
export async function requireApprovedOrGuardian(request: FastifyRequest, reply: FastifyReply) {
  if (currentUser(request).accountKind === 'guardian') return;
  await requireApproved(request, reply);
}

export async function requireApproved(request: FastifyRequest, _reply: FastifyReply) {
  const user = currentUser(request);
  if (user.profileStatus !== 'approved' && user.role !== 'admin')
    throw new AppError('PROFILE_PENDING');
}
