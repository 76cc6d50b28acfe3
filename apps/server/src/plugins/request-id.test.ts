import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id';
import { signIn, signUp, signUpInput, waitForMail } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

const GENERATED = /^[A-Z2-7]{10}$/;

describe('request ids (issue 36, item 3)', () => {
  it('names every answer, and every error body carries the same id', async () => {
    const ctx = await buildTestApp();
    try {
      const refused = await signIn(ctx, 'nobody@example.az', 'Wrong9Passphrase');
      expect(refused.statusCode).toBe(401);
      const id = refused.headers['x-request-id'];
      expect(id).toMatch(GENERATED);
      expect(refused.json().error).toMatchObject({ code: 'INVALID_CREDENTIALS', requestId: id });

      const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' });
      expect(missing.json().error.requestId).toBe(missing.headers['x-request-id']);
      const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.headers['x-request-id']).toMatch(GENERATED);
      expect(live.headers['x-request-id']).not.toBe(missing.headers['x-request-id']);
    } finally {
      await ctx.close();
    }
  });

  it('makes ids apart across many draws of random bytes', () => {
    const ids = Array.from({ length: 3000 }, newRequestId);
    for (const id of ids) expect(id).toMatch(GENERATED);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a proxy's X-Request-Id only behind a trusted proxy, and only a sane one", async () => {
    // One app behind a trusted proxy and one without; each question is a request of its own.
    const trusting = await buildTestApp({ TRUST_PROXY: 'true' });
    const direct = await buildTestApp();
    try {
      const ask = async (ctx: TestApp, sent: string) => {
        const answer = await ctx.app.inject({
          method: 'GET',
          url: '/api/health/live',
          headers: { 'x-request-id': sent },
        });
        return answer.headers['x-request-id'];
      };
      expect(await ask(trusting, 'lb-7f3a.91_x')).toBe('lb-7f3a.91_x');
      expect(await ask(direct, 'lb-7f3a.91_x')).toMatch(GENERATED);
      for (const insane of ['a'.repeat(65), 'has space', 'semi;colon', '<script>']) {
        expect(await ask(trusting, insane)).toMatch(GENERATED);
      }
    } finally {
      await trusting.close();
      await direct.close();
    }
  });

  it('logs JSON in production with the id on each line of a request, and no e-mail or name', async () => {
    const lines: string[] = [];
    const ctx = await buildTestApp({}, { logStream: { write: (line) => void lines.push(line) } });
    const input = signUpInput({ firstName: 'Nərgiz', lastName: 'Quliyeva' });
    try {
      const answer = await signUp(ctx, input);
      expect(answer.statusCode).toBe(202);
      await waitForMail(ctx, input.email, 'confirm-email');
      const id = answer.headers['x-request-id'];
      const ofRequest = lines
        .map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
        .filter((entry) => entry.reqId === id);
      expect(ofRequest.map((entry) => entry.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
      const log = lines.join('\n');
      for (const personal of [input.email, input.firstName, input.lastName, '127.0.0.1']) {
        expect(log).not.toContain(personal);
      }
    } finally {
      await ctx.close();
    }
  });
});
