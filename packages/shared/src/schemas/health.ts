import { z } from '../zod';

const storeState = z.enum(['up', 'down']);

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: storeState.optional(),
  /** Only when the node is configured with Redis. */
  redis: storeState.optional(),
});

export type Health = z.infer<typeof healthSchema>;
