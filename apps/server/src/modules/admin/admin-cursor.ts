import { z } from 'zod';
import { AppError } from '../../errors/app-error';

/**
 * Keyset pagination (never OFFSET): a cursor is the sort key of the last row of a page,
 * base64url-encoded JSON, opaque to clients. Times keep PostgreSQL's microseconds, which a JS
 * Date would round away, so no row is skipped or repeated between pages.
 */
const timeKey = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
const rowId = z.guid();

export const timeCursorSchema = z.object({ t: timeKey, i: rowId });
export type TimeCursor = z.infer<typeof timeCursorSchema>;

export const userCursorSchema = z.discriminatedUnion('s', [
  z.object({ s: z.literal('pending'), a: z.boolean(), t: timeKey, i: rowId }),
  z.object({ s: z.literal('newest'), t: timeKey, i: rowId }),
  z.object({ s: z.literal('name'), n: z.string().max(500), i: rowId }),
]);
export type UserCursor = z.infer<typeof userCursorSchema>;

export function encodeCursor(value: UserCursor | TimeCursor): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function invalidCursor() {
  return new AppError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', [
    { path: 'cursor', message: 'validation.invalid' },
  ]);
}

export function decodeCursor<S extends z.ZodType>(
  schema: S,
  cursor: string | undefined,
): z.output<S> | undefined {
  if (cursor === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const result = schema.safeParse(value);
  if (!result.success) throw invalidCursor();
  return result.data;
}
