import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'vusal_session';
/** Marks the browser that made a sign-up, so its confirmation link can sign it in (and no other). */
export const SIGN_UP_COOKIE = 'vusal_signup';

export type CookiePolicy = { secure: boolean };

/** SECURITY 8: HttpOnly, SameSite=Lax, Secure in production; never readable by scripts. */
export function setCookie(
  reply: FastifyReply,
  policy: CookiePolicy,
  name: string,
  value: string,
  maxAgeMs: number,
) {
  reply.setCookie(name, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: policy.secure,
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearCookie(reply: FastifyReply, policy: CookiePolicy, name: string) {
  reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: policy.secure });
}
