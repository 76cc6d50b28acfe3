import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bannedIdentities, user } from '../../db/schema';
import { passwordHasher } from '../../infra/password-hash';
import { buildTestApp, type TestApp } from '../../../test/app';
import { multipart, signUpInput } from '../../../test/accounts';
import { countStatements } from '../../../test/statement-counter';
import { identityHash, normalisedEmail } from './identities';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** A sign-up as the browser sends it, with what the server did for it. */
async function signUpWatched(email: string, device?: string) {
  const hash = vi.spyOn(passwordHasher, 'hash');
  const body = await multipart(signUpInput({ email }));
  const { result, statements } = await countStatements(ctx.database, () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      ...body,
      headers: { ...body.headers, ...(device ? { cookie: `vusal_device=${device}` } : {}) },
    }),
  );
  const hashes = hash.mock.calls.length;
  hash.mockRestore();
  // Up to the end of the account's transaction; mail goes out after the answer.
  const end = statements.findIndex((text) => /^(commit|rollback)$/i.test(text.trim()));
  return {
    response: result,
    hashes,
    work: statements.slice(0, end),
    // Cookie values are random by design; everything else about them must match.
    cookies: result.cookies.map(({ value: _value, expires: _expires, ...rest }) => rest),
  };
}

const ban = (kind: 'email' | 'device', value: string) =>
  ctx.database.db.insert(bannedIdentities).values({ kind, valueHash: identityHash(value) });

describe('a sign-up by a banned identity takes the path of a fresh one (SECURITY 34, 5)', () => {
  it('hashes the password as often, runs the same statements and answers byte for byte alike', async () => {
    await ban('email', normalisedEmail('banned.person@gmail.com'));
    const device = 'banned-device-0123456789abcdef';
    // The sign-up keeps the device cookie's hash; the ban holds the same.
    await ban('device', device);

    const fresh = await signUpWatched('fresh.person@example.az');
    for (const banned of [
      await signUpWatched('B.anned.Person+again@googlemail.com'),
      await signUpWatched('other.fresh@example.az', device),
    ]) {
      expect(banned.response.statusCode).toBe(fresh.response.statusCode);
      expect(banned.response.rawPayload.equals(fresh.response.rawPayload)).toBe(true);
      expect(banned.cookies).toEqual(fresh.cookies);
      expect(banned.hashes).toBe(1);
      expect(banned.hashes).toBe(fresh.hashes);
      expect(banned.work).toEqual(fresh.work);
    }
    const accounts = await ctx.database.db.select({ email: user.email }).from(user);
    expect(accounts.map((row) => row.email)).toEqual(['fresh.person@example.az']);
  });
});
