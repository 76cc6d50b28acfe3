import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './app';
import { createConfirmedAccount, requestAs, signUp, signUpInput } from './accounts';

// Issue 34, item 11: a combining grapheme joiner (or any character that draws nothing) among a
// name's letters makes two names look alike; the server refuses it wherever a name is set.
describe('names with invisible characters', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('are refused at sign-up', async () => {
    for (const firstName of ['Ay\u034Fsel', 'Ay\u{1BCA0}sel']) {
      const response = await signUp(ctx, signUpInput({ firstName }));
      expect(response.statusCode, JSON.stringify(firstName)).toBe(400);
      expect(response.body).toContain('validation.nameControlCharacter');
    }
  });

  it('are refused when a profile is made', async () => {
    const member = await createConfirmedAccount(ctx);
    const response = await requestAs(ctx, member, 'POST', '/api/profiles/me', {
      fullName: 'Leyla\u034F Həsənova',
      age: 30,
      city: 'baku',
      bio: 'Salam',
      relationshipGoals: ['marriage'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('validation.nameControlCharacter');
  });
});
