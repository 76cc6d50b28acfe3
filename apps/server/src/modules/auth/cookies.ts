import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'vusal_session';
/** Marks the browser that made a sign-up, so its confirmation link can sign it in (and no other). */
export const SIGN_UP_COOKIE = 'vusal_signup';

/** Issue 24, item 4: the device a sign-up came from, so a ban holds the device too. */
export const DEVICE_COOKIE = 'vusal_device';
/** Browsers keep a cookie at most 400 days; the device cookie asks for all of them. */
export const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;

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
