// @ts-check
// The web push worker thread (issue 26, P13): encrypts (RFC 8291, an ECDH key pair and AES-GCM
// per push), signs (VAPID) and POSTs each push, retrying failures, so none of that runs on the
// server's event loop. Plain JavaScript on purpose: a worker thread does not inherit the tsx
// loader the server runs under (`npm start` registers it in the main thread only), and vitest
// does not transform worker files; a .mjs file that imports only Node and `web-push` loads the
// same way under all three, on Node 20 and 24. `push-sender.ts` owns it and types its messages.
import { createHash } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { parentPort, workerData } from 'node:worker_threads';
import webpush from 'web-push';

/**
 * @typedef {{ endpoint: string; p256dh: string; auth: string }} PushTarget
 * @typedef {{ tag: string }} PushPayload
 * @typedef {{ id: number; target: PushTarget; payload: PushPayload }} PushJob
 * @typedef {{
 *   vapid: { publicKey: string; privateKey: string; subject: string };
 *   retryDelaysMs: readonly number[];
 *   timeoutMs: number;
 * }} PushWorkerSettings
 */

/** @type {PushWorkerSettings} */
const settings = workerData;
const port = parentPort;
if (!port) throw new Error('push-worker.mjs runs as a worker thread only');

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
  /** @type {ReturnType<typeof requestOf>} */
  let request;
  try {
    request = requestOf(job);
  } catch (error) {
    return port?.postMessage({ kind: 'dropped', id: job.id, reason: String(error), retries: 0 });
  }
  for (let retry = 0; ; retry++) {
    const outcome = await post(request);
    const status = typeof outcome === 'number' ? outcome : 0;
    if (status >= 200 && status < 300) return port?.postMessage({ kind: 'sent', id: job.id });
    if (status === 404 || status === 410) {
      return port?.postMessage({ kind: 'gone', id: job.id, endpoint: job.target.endpoint });
    }
    // Only a failure is retried: no answer at all, the service busy (429) or broken (5xx). A
    // 4xx is this request's fault and would fail again; a timeout may have been delivered.
    const retryable = outcome === 'failed' || status === 429 || status >= 500;
    const delay = settings.retryDelaysMs[retry];
    if (!retryable || delay === undefined) {
      return port?.postMessage({
        kind: 'dropped',
        id: job.id,
        reason: String(outcome),
        retries: retry,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

port.on('message', (/** @type {PushJob} */ job) => void deliver(job));
