// @ts-check
// The web push worker thread (issue 26, P13): encrypts (RFC 8291, an ECDH key pair and AES-GCM
// per push), signs (VAPID) and POSTs each push, retrying failures, so none of that runs on the
// server's event loop. Plain JavaScript on purpose: a worker thread does not inherit the tsx
// loader the server runs under (`npm start` registers it in the main thread only), and vitest
// does not transform worker files; a .mjs file that imports only Node and `web-push` loads the
// same way under all three, on Node 20 and 24. `push-sender.ts` owns it and types its messages.
// Decision 068: it keeps out of the sends' way: every attempt goes through its pace
// (`push-pace.mjs`), the thread runs at a lower CPU priority, and messages both ways go in
// batches.
import { createHash } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import webpush from 'web-push';
import { createPace } from './push-pace.mjs';

/**
 * @typedef {{ endpoint: string; p256dh: string; auth: string }} PushTarget
 * @typedef {{ tag: string }} PushPayload
 * @typedef {{ id: number; target: PushTarget; payload: PushPayload }} PushJob
 * @typedef {{ kind: 'sent'; id: number }
 *   | { kind: 'gone'; id: number; endpoint: string }
 *   | { kind: 'dropped'; id: number; reason: string; retries: number }} PushReport
 * @typedef {{
 *   vapid: { publicKey: string; privateKey: string; subject: string };
 *   retryDelaysMs: readonly number[];
 *   timeoutMs: number;
 *   maxInFlight: number;
 *   perSecond: number;
 * }} PushWorkerSettings
 */

/** @type {PushWorkerSettings} */
const settings = workerData;
const port = parentPort;
if (!port) throw new Error('push-worker.mjs runs as a worker thread only');

/**
 * Linux's `nice` for this thread alone (a thread id is a process id to `setpriority`), 10 above
 * the server's: when the cores are wanted, the scheduler gives the server's main thread (and,
 * without autogroup scheduling, the database) about nine parts of a core for each part left to
 * the pushes; when they are idle, the pushes take what they need. Raising one's own niceness
 * needs no privilege (19 is the most). Elsewhere the pace alone applies.
 */
const NICER_BY = 10;
try {
  const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(thread, Math.min(19, getPriority(thread) + NICER_BY));
} catch {
  // Not Linux (no /proc/thread-self): nothing to lower.
}

/** Starts a second, over every push service: what the pushes may take of the CPU. */
const rate = createPace({ maxInFlight: Infinity, perSecond: settings.perSecond });
/**
 * Attempts in flight, per push service: they bound the connections (each a TLS handshake at a
 * real service) and, being per service, a service that answers slowly holds up only its own.
 * @type {Map<string, ReturnType<typeof createPace>>}
 */
const inFlight = new Map();

/**
 * `attempt()` once the pace lets it start: a free place at its push service, then its turn in
 * the rate.
 * @template T
 * @param {string} endpoint
 * @param {() => Promise<T>} attempt
 */
function paced(endpoint, attempt) {
  // A malformed endpoint fails in its encryption and is dropped there.
  const origin = URL.canParse(endpoint) ? new URL(endpoint).origin : endpoint;
  let service = inFlight.get(origin);
  if (!service) {
    service = createPace({ maxInFlight: settings.maxInFlight, perSecond: Infinity });
    inFlight.set(origin, service);
  }
  return service.run(() => rate.run(attempt));
}

/** How long reports gather before they go to the main thread in one message. */
const REPORT_EVERY_MS = 100;
/** @type {PushReport[]} */
let reports = [];

/**
 * The main thread hears of each push once; one message per interval rather than per push keeps
 * the bookkeeping off its event loop while a burst goes out.
 * @param {PushReport} report
 */
function tell(report) {
  if (reports.length === 0) {
    setTimeout(() => {
      port?.postMessage(reports);
      reports = [];
    }, REPORT_EVERY_MS);
  }
  reports.push(report);
}

/** Seconds a push service keeps an undelivered notice: news older than a day is stale. */
const TIME_TO_LIVE_S = 24 * 60 * 60;
const VAPID_VALID_S = 12 * 60 * 60;

/**
 * RFC 8030 `Topic`: a pending push with the same topic is replaced at the push service, so a
 * phone that was offline gets one notice per chat, not the whole burst. At most 32 base64url
 * characters, hence a digest of the tag.
 * @param {string} tag
 */
function topicOf(tag) {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

/** @type {Map<string, { header: string; renewAt: number }>} */
const signed = new Map();

/**
 * RFC 8292: the signed token for one push service, valid 12 hours and reused for 11: signing
 * per push would cost each push an ECDSA signature.
 * @param {string} audience
 */
function vapidHeader(audience) {
  const now = Date.now();
  const cached = signed.get(audience);
  if (cached && cached.renewAt > now) return cached.header;
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    settings.vapid.subject,
    settings.vapid.publicKey,
    settings.vapid.privateKey,
    'aes128gcm',
    Math.floor(now / 1000) + VAPID_VALID_S,
  );
  signed.set(audience, { header: Authorization, renewAt: now + (VAPID_VALID_S - 3600) * 1000 });
  return Authorization;
}

/**
 * The request, encrypted once: every retry of a push sends the same body under the same
 * `Topic`, so the push service sees one notice however often it had to be asked.
 * @param {PushJob} job
 */
function requestOf(job) {
  const details = webpush.generateRequestDetails(
    { endpoint: job.target.endpoint, keys: { p256dh: job.target.p256dh, auth: job.target.auth } },
    JSON.stringify(job.payload),
    { TTL: TIME_TO_LIVE_S, urgency: 'normal', topic: topicOf(job.payload.tag) },
  );
  /** @type {Record<string, string>} */
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  return { url: new URL(details.endpoint), headers, body: details.body ?? Buffer.alloc(0) };
}

// Connections to a push service are kept and reused: a push is one small POST.
const agents = {
  http: new HttpAgent({ keepAlive: true }),
  https: new HttpsAgent({ keepAlive: true }),
};

/**
 * One attempt, waited for to the end: the answer's status, `'failed'` when no answer came (the
 * service did not take the push), or `'in-doubt'` when the generous timeout passed with the
 * request out: the service may have taken it, and sending again could show the notice twice.
 * `node:http` rather than `fetch`: under P13's load fetch cost the worker several times the
 * encryption per push.
 * @param {ReturnType<typeof requestOf>} request
 * @returns {Promise<number | 'failed' | 'in-doubt'>}
 */
function post({ url, headers, body }) {
  return new Promise((resolve) => {
    const secure = url.protocol === 'https:';
    const outgoing = (secure ? httpsRequest : httpRequest)(url, {
      method: 'POST',
      agent: secure ? agents.https : agents.http,
      headers: {
        ...headers,
        'Content-Length': String(body.length),
        Authorization: vapidHeader(url.origin),
      },
    });
    /** @param {number | 'failed' | 'in-doubt'} outcome */
    const settle = (outcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      settle('in-doubt');
      outgoing.destroy();
    }, settings.timeoutMs);
    outgoing.on('response', (response) => {
      response.resume();
      settle(response.statusCode ?? 0);
    });
    outgoing.on('error', () => settle('failed'));
    outgoing.end(body);
  });
}

/** @param {PushJob} job */
async function deliver(job) {
  /** @type {ReturnType<typeof requestOf> | undefined} */
  let request;
  for (let retry = 0; ; retry++) {
    // Encrypted in its first attempt's turn, so the pace covers the encryption too.
    const outcome = await paced(job.target.endpoint, async () => {
      try {
        request ??= requestOf(job);
      } catch (error) {
        return /** @type {const} */ ({ unencrypted: String(error) });
      }
      return post(request);
    });
    if (typeof outcome === 'object') {
      return tell({ kind: 'dropped', id: job.id, reason: outcome.unencrypted, retries: 0 });
    }
    const status = typeof outcome === 'number' ? outcome : 0;
    if (status >= 200 && status < 300) return tell({ kind: 'sent', id: job.id });
    if (status === 404 || status === 410) {
      return tell({ kind: 'gone', id: job.id, endpoint: job.target.endpoint });
    }
    // Only a failure is retried: no answer at all, the service busy (429) or broken (5xx). A
    // 4xx is this request's fault and would fail again; a timeout may have been delivered.
    const retryable = outcome === 'failed' || status === 429 || status >= 500;
    const delay = settings.retryDelaysMs[retry];
    if (!retryable || delay === undefined) {
      return tell({ kind: 'dropped', id: job.id, reason: String(outcome), retries: retry });
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

// The main thread hands over every push of a turn in one message.
port.on('message', (/** @type {PushJob[]} */ jobs) => {
  for (const job of jobs) void deliver(job);
});
