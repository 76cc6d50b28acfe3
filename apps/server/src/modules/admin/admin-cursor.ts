import { z } from 'zod';
import { cursorIdSchema, cursorTimeSchema } from '../../infra/keyset';

/** The users list's cursors: the sort key of the last row, per sort (infra/keyset.ts). */
export const userCursorSchema = z.discriminatedUnion('s', [
  z.object({ s: z.literal('pending'), a: z.boolean(), t: cursorTimeSchema, i: cursorIdSchema }),
  z.object({ s: z.literal('newest'), t: cursorTimeSchema, i: cursorIdSchema }),
  z.object({ s: z.literal('name'), n: z.string().max(500), i: cursorIdSchema }),
]);
export type UserCursor = z.infer<typeof userCursorSchema>;
