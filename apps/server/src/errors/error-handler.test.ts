import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { registerErrorHandler } from './error-handler';

async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/validated',
    {
      schema: {
        body: z.object({ age: z.number().min(18, 'validation.underage'), city: z.string() }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/app-error', async () => {
    throw new AppError('MATCH_REQUIRED');
  });
  app.get('/crash', async () => {
    throw new Error('relation "profiles" does not exist at character 15');
  });
  app.get('/fastify-413', async () => {
    throw Object.assign(new Error('request file too large'), { statusCode: 413 });
  });
  app.get('/fastify-405', async () => {
    throw Object.assign(new Error('method not allowed'), { statusCode: 405 });
  });
  app.get('/database-refused', async () => {
    const driverError = Object.assign(
      new Error('invalid byte sequence for encoding "UTF8": 0x00'),
      {
        code: '22021',
      },
    );
    throw new Error('Failed query: update "profiles" set "bio" = $1', { cause: driverError });
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('answers validation failures with field issues whose messages are i18n keys', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/validated', payload: { age: 16 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.issues).toEqual(
      expect.arrayContaining([
        { path: 'age', message: 'validation.underage' },
        expect.objectContaining({ path: 'city' }),
      ]),
    );
  });

  it('maps an AppError to its shared status and code', async () => {
    const app = await appWithRoutes();
    const response = await app.inject('/app-error');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'MATCH_REQUIRED',
        message: 'errors.MATCH_REQUIRED',
        requestId: expect.any(String),
      },
    });
  });

  it('hides internals of a 500', async () => {
    const app = await appWithRoutes();
    const response = await app.inject('/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'errors.INTERNAL', requestId: expect.any(String) },
    });
    expect(response.body).not.toContain('relation');
  });

  it('keeps client errors raised by plugins typed', async () => {
    const app = await appWithRoutes();
    const response = await app.inject('/fastify-413');
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('keeps a client error of a status without its own code a 4xx, via the shared mapping', async () => {
    const app = await appWithRoutes();
    const response = await app.inject('/fastify-405');
    expect(response.statusCode).toBe(405);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers input the database refused (SQLSTATE 22xxx, wrapped by Drizzle) with a 400 (SECURITY 20)', async () => {
    const app = await appWithRoutes();
    const response = await app.inject('/database-refused');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'errors.BAD_REQUEST', requestId: expect.any(String) },
    });
    expect(response.body).not.toContain('profiles');
  });
});
