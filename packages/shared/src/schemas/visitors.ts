import { z } from '../zod';
import { profilePreviewSchema } from './profile';

/**
 * Issue 38, item 5 (decision 045): the members who opened my profile, newest visit first, each
 * once, shown as a card like a like's. `isNew`: the visit came after I last opened the list
 * (what the Visitors badge counts). Paged like the likes lists (`pageQuerySchema`).
 */
export const visitorSchema = z.object({
  lastVisitAt: z.iso.datetime(),
  isNew: z.boolean(),
  from: profilePreviewSchema,
});
export type Visitor = z.infer<typeof visitorSchema>;

/** `GET /api/visitors`. */
export const visitorsPageSchema = z.object({
  items: z.array(visitorSchema),
  nextCursor: z.string().nullable(),
});
export type VisitorsPage = z.infer<typeof visitorsPageSchema>;
