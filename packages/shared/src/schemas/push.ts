import { z } from '../zod';

/** base64url without padding, as PushSubscription.toJSON() gives the keys. */
const base64Url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.pushKey');

/**
 * One device's PushSubscription (issue 26, item 1), as the browser's `toJSON()` shapes it. The
 * endpoint is where the server will POST: https only; the server also checks the host.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'validation.pushEndpoint' })
    .max(1000, 'validation.pushEndpoint'),
  keys: z.object({ p256dh: base64Url(200), auth: base64Url(64) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = pushSubscriptionSchema.pick({ endpoint: true });

/** `GET /api/push/key`: the VAPID public key the browser subscribes with. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });

/**
 * What a push carries to the service worker (issue 26, item 4): the words to show, the tag that
 * folds a burst into one notification, and the page to open. Never a message's text.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  tag: z.string(),
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
