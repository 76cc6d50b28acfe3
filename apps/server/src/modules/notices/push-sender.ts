import { createHash } from 'node:crypto';
import type { PushPayload } from '@vusal/shared/schemas/push';
import webpush from 'web-push';
import type { VapidKeys } from '../../vapid-keys';

/** One device to push to, as stored. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushSenderOptions = {
  vapid: VapidKeys;
  log: { warn(o: object, m: string): void };
  /** The push service says the subscription is gone (404, 410): forget it at once. */
  onGone(endpoint: string): Promise<void>;
  /** The waits before each retry of a failed push; after the last, the push is dropped. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
};

/** Seconds a push service keeps an undelivered notice: news older than a day is stale. */
const TIME_TO_LIVE_S = 24 * 60 * 60;
const VAPID_VALID_S = 12 * 60 * 60;
const DEFAULT_RETRY_DELAYS_MS = [5_000, 30_000, 120_000];

/**
 * RFC 8030 `Topic`: a pending push with the same topic is replaced at the push service, so a
 * phone that was offline gets one notice per chat, not the whole burst. At most 32 base64url
 * characters, hence a digest of the tag.
 */
function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

/**
 * Web push (issue 26, item 1): encrypts (RFC 8291) and signs (VAPID) with `web-push`, then
 * POSTs on its own so every attempt has a timeout and the caller never waits. Dead
 * subscriptions are forgotten at once; any other failure is retried with backoff.
 */
export function createPushSender(options: PushSenderOptions) {
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  const signed = new Map<string, { header: string; renewAt: number }>();

  /**
   * RFC 8292: the signed token for one push service, valid 12 hours and reused for 11: signing
   * per push would cost each push an ECDSA signature.
   */
  function vapidHeader(audience: string): string {
    const now = Date.now();
    const cached = signed.get(audience);
    if (cached && cached.renewAt > now) return cached.header;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      options.vapid.subject,
      options.vapid.publicKey,
      options.vapid.privateKey,
      'aes128gcm',
      Math.floor(now / 1000) + VAPID_VALID_S,
    );
    signed.set(audience, { header: Authorization, renewAt: now + (VAPID_VALID_S - 3600) * 1000 });
    return Authorization;
  }
  let closed = false;

  async function post(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone'> {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        TTL: TIME_TO_LIVE_S,
        urgency: 'normal',
        topic: topicOf(payload.tag),
      },
    );
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    headers.Authorization = vapidHeader(new URL(target.endpoint).origin);
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.ok) return 'sent';
    throw new Error(`push service answered ${response.status}`);
  }

  async function attempt(target: PushTarget, payload: PushPayload, retry: number): Promise<void> {
    inFlight++;
    try {
      if ((await post(target, payload)) === 'gone') await options.onGone(target.endpoint);
    } catch (error) {
      const delay = retryDelaysMs[retry];
      if (delay === undefined || closed) {
        options.log.warn({ err: error, retries: retry }, 'push dropped');
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        void attempt(target, payload, retry + 1);
      }, delay);
      timer.unref();
      timers.add(timer);
    } finally {
      inFlight--;
    }
  }

  return {
    /** Queues the push and returns at once. */
    send(target: PushTarget, payload: PushPayload): void {
      if (!closed) void attempt(target, payload, 0);
    },
    /** Pushes still on their way or waiting for a retry. */
    pending: (): number => inFlight + timers.size,
    close(): void {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
