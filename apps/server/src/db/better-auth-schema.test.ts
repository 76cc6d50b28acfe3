import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { Storage } from '../infra/storage/storage.types';
import type { DatabaseHandle } from './client';
import { passwordHasher } from '../infra/password-hash';
import * as schema from './schema';
import { seed } from './seed';

const noStorage: Storage = {
  kind: 'local',
  put: async () => {},
  putStream: async () => {},
  get: async () => null,
  delete: async () => {},
  copy: async () => false,
  list: async function* () {},
};

// The hand-written auth tables must stay what Better Auth's drizzle adapter expects.
describe('Better Auth on our schema', () => {
  let handle: DatabaseHandle;
  let auth: ReturnType<typeof createAuth>;

  function createAuth(db: DatabaseHandle['db']) {
    return betterAuth({
      database: drizzleAdapter(db, { provider: 'pg', schema }),
      secret: 'a-test-secret-that-is-long-enough-0123456789',
      baseURL: 'http://127.0.0.1:3000',
      telemetry: { enabled: false },
      logger: { disabled: true },
      emailAndPassword: { enabled: true, password: passwordHasher },
      advanced: { database: { generateId: 'uuid' } },
    });
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    auth = createAuth(handle.db);
  });
  afterAll(() => handle.close());

  it('signs up and signs in', async () => {
    const body = { email: 'Nigar@Example.test', password: 'Sekret123x', name: 'Nigar' };
    const signedUp = await auth.api.signUpEmail({ body });
    expect(signedUp.user).toMatchObject({ email: 'nigar@example.test', emailVerified: false });
    expect(signedUp.user.id).toMatch(/^[0-9a-f-]{36}$/);
    const signedIn = await auth.api.signInEmail({
      body: { email: 'nigar@example.test', password: body.password },
    });
    expect(signedIn.token).toEqual(expect.any(String));
  });

  it('lets the seeded admin sign in', async () => {
    const { generatedPassword } = await seed(handle, {
      adminEmail: 'admin@example.test',
      demo: false,
      storage: noStorage,
      log: () => {},
    });
    const signedIn = await auth.api.signInEmail({
      body: { email: 'admin@example.test', password: generatedPassword ?? '' },
    });
    expect(signedIn.user.emailVerified).toBe(true);
  });
});
