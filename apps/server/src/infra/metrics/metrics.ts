import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** What happened, counted where it happens (issue 36, item 1). */
export type CountedEvent =
  | 'signUp'
  | 'like'
  | 'match'
  | 'messageStored'
  | 'mailSent'
  | 'mailFailed'
  | 'pushSent'
  | 'pushFailed';

/** What modules are given to count with: no registry, no global (each app has its own). */
export type Metrics = { count(event: CountedEvent): void };

// Seconds: from a bare route (a millisecond) to a request that waited for a slow database.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One Prometheus registry per app, not prom-client's global one, so tests building several apps
 * in one process each count their own. The default metrics bring the process's (CPU, memory,
 * handles) and the event loop's delay: `nodejs_eventloop_lag_seconds` and the
 * `monitorEventLoopDelay` percentiles (`nodejs_eventloop_lag_p50_seconds`, p90, p99).
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const counter = (name: string, help: string) => new Counter({ name, help, registers });
  const outcome = (name: string, help: string) =>
    new Counter({ name, help, labelNames: ['result'] as const, registers });

  const mails = outcome('vusal_mails_total', 'Mails handed to SMTP or the outbox, by result.');
  const pushes = outcome('vusal_pushes_total', 'Web pushes delivered or given up, by result.');
  const counters: Record<CountedEvent, () => void> = {
    signUp: bump(counter('vusal_sign_ups_total', 'Accounts created.')),
    like: bump(counter('vusal_likes_total', 'Likes and superlikes stored.')),
    match: bump(counter('vusal_matches_total', 'Matches made.')),
    messageStored: bump(counter('vusal_messages_stored_total', 'Chat messages stored (once).')),
    mailSent: () => mails.inc({ result: 'sent' }),
    mailFailed: () => mails.inc({ result: 'failed' }),
    pushSent: () => pushes.inc({ result: 'sent' }),
    pushFailed: () => pushes.inc({ result: 'failed' }),
  };
  const requestDuration = new Histogram({
    name: 'vusal_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });

  const metrics: Metrics = { count: (event) => counters[event]() };
  return {
    registry,
    metrics,
    observeRequest(labels: { method: string; route: string; status_code: number }, ms: number) {
      requestDuration.observe(labels, ms / 1000);
    },
  };
}

export type AppMetrics = ReturnType<typeof createMetrics>;

function bump(counter: Counter): () => void {
  return () => counter.inc();
}
