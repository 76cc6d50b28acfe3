import type { SessionUser } from '@vusal/shared/schemas/session';

/** A signed-in person for tests; override what the test is about. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'aysel@example.com',
    name: 'Aysel',
    role: 'user',
    accountKind: 'member',
    emailVerified: true,
    profileStatus: 'pending',
    language: 'en',
    ...overrides,
  };
}

type Who = SessionUser | null;

/**
 * The session probe's route for `stubApi`: `user` is signed in, or nobody with null. Given a
 * function, the route asks it at each call: for a test in which someone signs in or out.
 */
export function signedInAs(user: Who | (() => Who)) {
  const current = typeof user === 'function' ? user : () => user;
  return { 'GET /api/auth/session': () => ({ body: { user: current() } }) };
}
