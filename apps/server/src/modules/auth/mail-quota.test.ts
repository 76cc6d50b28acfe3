import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, manualClock, type TestApp } from '../../../test/app';
import { createConfirmedAccount, post, signUp, signUpInput } from '../../../test/accounts';

const clock = manualClock(new Date());
let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
});
afterAll(async () => ctx.close());

async function mailsTo(to: string, kind: string) {
  // Mail goes out after the answer; give the background sends a moment to land.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return (await ctx.mailer.outbox()).filter((mail) => mail.to === to && mail.kind === kind).length;
}

describe('mails per recipient (issue 7, A6)', () => {
  it('sends at most 3 reset mails an hour to one address, answering alike every time', async () => {
    const { input } = await createConfirmedAccount(ctx);
    const bodies = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const response = await post(ctx, '/api/auth/forgot-password', {
        email: input.email,
        language: 'en',
      });
      expect(response.statusCode).toBe(202);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    expect(await mailsTo(input.email, 'reset-password')).toBe(3);

    clock.advance(60 * 60 * 1000 + 1000);
    await post(ctx, '/api/auth/forgot-password', { email: input.email, language: 'en' });
    expect(await mailsTo(input.email, 'reset-password')).toBe(4);
    clock.set(new Date());
  });

  it('sends at most 3 "someone tried to sign up" notices an hour to one address', async () => {
    const { input } = await createConfirmedAccount(ctx);
    for (let i = 0; i < 8; i++) {
      const response = await signUp(ctx, signUpInput({ email: input.email }));
      expect(response.statusCode).toBe(202);
    }
    expect(await mailsTo(input.email, 'sign-up-attempt')).toBe(3);
  });
});
