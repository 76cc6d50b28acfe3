import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createConfirmedAccount, signIn } from '../../../test/accounts';
import { passwordHasher } from '../../infra/password-hash';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('per-account throttle under concurrency (SECURITY 3, issue 7 A2)', () => {
  it('lets at most 10 of 60 simultaneous guesses from 6 addresses reach password verification', async () => {
    const { input } = await createConfirmedAccount(ctx);
    const verify = vi.spyOn(passwordHasher, 'verify');
    try {
      const guesses = Array.from({ length: 60 }, (_, i) =>
        signIn(
          ctx,
          input.email,
          i === 59 ? input.password : `Wrong${i}Guess`,
          {},
          `10.9.0.${i % 6}`,
        ),
      );
      const answers = (await Promise.all(guesses)).map((response) => response.statusCode);
      expect(verify.mock.calls.length).toBeLessThanOrEqual(10);
      expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(50);
    } finally {
      verify.mockRestore();
    }
  });
});
