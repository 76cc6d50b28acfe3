import { z } from '../zod';

/**
 * The moderation queues' sizes and oldest waits (issue 34, item 12; issue 36, item 2), read in
 * one place: the staff screen's tab counts, the dashboard panel and the operators' gauges.
 */
export const moderationQueues = [
  'profiles',
  'photoReviews',
  'selfies',
  'reports',
  'markedMessages',
  'appeals',
] as const;
export type ModerationQueue = (typeof moderationQueues)[number];

/** A wait past these many hours is late (amber), past the second overdue (red). */
export const QUEUE_WAIT_HOURS = { late: 12, overdue: 24 } as const;

export const queueSummarySchema = z.object({
  queue: z.enum(moderationQueues),
  /** Items waiting for a decision. */
  size: z.number().int().min(0),
  /** How long the oldest has waited, in whole seconds, never negative; null when empty. */
  oldestWaitSeconds: z.number().int().min(0).nullable(),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;

/** `GET /api/moderation/queues`: every queue, in `moderationQueues` order. */
export const queuesSummarySchema = z.object({ queues: z.array(queueSummarySchema) });
export type QueuesSummary = z.infer<typeof queuesSummarySchema>;
