import { z } from '../zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']).optional(),
});

export type Health = z.infer<typeof healthSchema>;
