import type { z } from 'zod';
import { findUnstorableText, unstorableTextError } from '../plugins/hostile-input';
import { AppError } from './app-error';

/** Parses with a shared schema outside Fastify's validation (e.g. a multipart field), failing alike. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const unstorable = findUnstorableText(value);
  if (unstorable !== undefined) throw unstorableTextError(unstorable);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError(
    'VALIDATION_FAILED',
    'errors.VALIDATION_FAILED',
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}
