import type { SessionUser } from '@vusal/shared/schemas/session';

/** A signed-in person for tests; override what the test is about. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'aysel@example.com',
    name: 'Aysel',
    role: 'user',
    emailVerified: true,
    profileStatus: 'pending',
    language: 'en',
    ...overrides,
  };
}

/** The session probe's route for `stubApi`: `user` is signed in, or nobody with null. */
export function signedInAs(user: SessionUser | null) {
  return { 'GET /api/auth/session': () => ({ body: { user } }) };
}
