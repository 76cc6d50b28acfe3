import { Worker } from 'node:worker_threads';
import type { PushPayload } from '@vusal/shared/schemas/push';
import type { Metrics } from '../../infra/metrics/metrics';
import type { VapidKeys } from '../../vapid-keys';

/** One device to push to, as stored. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushSenderOptions = {
  vapid: VapidKeys;
  log: { warn(o: object, m: string): void };
  /** Counted here, on the main thread, from what the worker reports. */
  metrics: Metrics;
  /** The push service says the subscription is gone (404, 410): forget it at once. */
  onGone(endpoint: string): Promise<void>;
  /** The waits before each retry of a failed push; after the last, the push is dropped. */
  retryDelaysMs?: readonly number[];
  /**
   * How long one attempt may take. Generous: an attempt that runs out is not repeated (the
   * service may have taken it), so a slow service must not look like a failed one.
   */
  timeoutMs?: number;
  /** The worker's pace (decision 068), from the config. */
  pace: PushPace;
};

/**
 * At most `maxInFlight` attempts at once to each push service, and at most `perSecond` started a
 * second in all.
 */
export type PushPace = { maxInFlight: number; perSecond: number };

/** What `push-worker.mjs` reports about each push it was given, once, in batches. */
type WorkerReport =
  | { kind: 'sent'; id: number }
  | { kind: 'gone'; id: number; endpoint: string }
  | { kind: 'dropped'; id: number; reason: string; retries: number };

type PushJob = { id: number; target: PushTarget; payload: PushPayload };

const DEFAULT_RETRY_DELAYS_MS = [5_000, 30_000, 120_000];
const DEFAULT_TIMEOUT_MS = 60_000;
const WORKER_URL = new URL('./push-worker.mjs', import.meta.url);

/**
 * Web push (issue 26, item 1): `send` hands the push to a worker thread of the notices module
 * and returns at once. The worker encrypts (RFC 8291) and signs (VAPID) with `web-push`, POSTs
 * with a timeout and retries failures with backoff, so the message path never waits for a push
 * (P13). Dead subscriptions come back here and are forgotten at once. The worker starts with the
 * first push: a node or a test that sends none never starts one. The pushes of one turn go to
 * the worker in one message, and it paces them (decision 068).
 */
export function createPushSender(options: PushSenderOptions) {
  const settings = {
    vapid: options.vapid,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...options.pace,
  };
  let worker: Worker | undefined;
  let nextId = 0;
  const outstanding = new Set<number>();
  let closed = false;
  let batch: PushJob[] = [];

  function report(message: WorkerReport): void {
    outstanding.delete(message.id);
    options.metrics.count(message.kind === 'sent' ? 'pushSent' : 'pushFailed');
    if (message.kind === 'gone') {
      options.onGone(message.endpoint).catch((error: unknown) => {
        options.log.warn({ err: error }, 'push: forgetting a gone device failed');
      });
    } else if (message.kind === 'dropped') {
      options.log.warn({ reason: message.reason, retries: message.retries }, 'push dropped');
    }
  }

  function start(): Worker {
    const started = new Worker(WORKER_URL, { workerData: settings });
    // The server's own work decides when the process ends, not a retry waiting in the worker.
    started.unref();
    started.on('message', (reports: WorkerReport[]) => reports.forEach(report));
    started.on('error', (error) => {
      options.log.warn({ err: error, lost: outstanding.size }, 'push worker failed');
    });
    started.on('exit', () => {
      // Pushes it held are lost with it; the next push starts a new worker.
      outstanding.clear();
      if (worker === started) worker = undefined;
    });
    return started;
  }

  function flush(): void {
    const jobs = batch;
    batch = [];
    if (closed) return;
    worker ??= start();
    worker.postMessage(jobs);
  }

  return {
    /** Hands the push to the worker, with the rest of this turn's, and returns at once. */
    send(target: PushTarget, payload: PushPayload): void {
      if (closed) return;
      const id = nextId++;
      outstanding.add(id);
      if (batch.length === 0) queueMicrotask(flush);
      batch.push({ id, target, payload });
    },
    /** Pushes still on their way or waiting for a retry. */
    pending: (): number => outstanding.size,
    async close(): Promise<void> {
      closed = true;
      await worker?.terminate();
      worker = undefined;
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
