import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One push as it arrived, decrypted. */
export type ArrivedPush = {
  deviceId: string;
  payload: unknown;
  topic: string | undefined;
  urgency: string | undefined;
  ttl: number;
  /** `performance.now()` when it arrived, for the benchmark. */
  at: number;
};

/** One request as it reached the service, answered or not: retries show here. */
export type PushRequest = { deviceId: string; topic: string | undefined; status: number };

/** A browser's side of a subscription: the keys the push service never sees the private half of. */
type Device = { id: string; ecdh: ReturnType<typeof createECDH>; auth: Buffer };

const b64 = (buffer: Buffer) => buffer.toString('base64url');

function hkdfExpand(prk: Buffer, info: Buffer, length: number): Buffer {
  return createHmac('sha256', prk)
    .update(Buffer.concat([info, Buffer.from([1])]))
    .digest()
    .subarray(0, length);
}

/** RFC 8291 section 3.4 and RFC 8188: the `aes128gcm` body, decrypted with the device's keys. */
function decrypt(body: Buffer, device: Device): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverPublic);
  const prkKey = createHmac('sha256', device.auth).update(shared).digest();
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = hkdfExpand(prkKey, keyInfo, 32);
  const prk = createHmac('sha256', salt).update(ikm).digest();
  const key = hkdfExpand(prk, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdfExpand(prk, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, signed ES256 by the application server's key. */
function verifyVapid(header: string | undefined, publicKey: string, audience: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid authorization';
  const [, jwt, key] = match;
  if (key !== publicKey) return 'unknown application server key';
  const [head, claims, signature] = jwt!.split('.');
  if (!head || !claims || !signature) return 'malformed token';
  const point = Buffer.from(publicKey, 'base64url');
  const verifier = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64(point.subarray(1, 33)),
      y: b64(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) return 'bad signature';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const now = Date.now() / 1000;
  if (body.aud !== audience) return 'wrong audience';
  if (!body.exp || body.exp < now || body.exp > now + 24 * 60 * 60 + 60) return 'bad expiry';
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) return 'bad subject';
  return '';
}

/**
 * A push service of our own for tests and benchmarks (issue 26): it accepts pushes as a real
 * one does (RFC 8030: POST to the subscription's endpoint, 201 Created), refuses any whose VAPID
 * token the application server's public key does not verify, decrypts each payload with the
 * device's keys and records it. A device can be made gone (410), failing (500) or slow (it takes
 * the push at once and answers late).
 */
export async function startPushService(vapidPublicKey: string) {
  const devices = new Map<string, Device>();
  const gone = new Set<string>();
  const failures = new Map<string, number>();
  const slowness = new Map<string, number>();
  const arrived: ArrivedPush[] = [];
  const requests: PushRequest[] = [];
  const refused: string[] = [];
  let origin = '';
  // An application server reuses its token for hours: one verification per token suffices.
  const verified = new Set<string>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    const device = id ? devices.get(id) : undefined;
    if (request.method !== 'POST' || !device) return response.writeHead(404).end();
    const topic = request.headers.topic as string | undefined;
    const answer = (status: number) => {
      requests.push({ deviceId: device.id, topic, status });
      return response.writeHead(status);
    };
    if (gone.has(device.id)) return answer(410).end();
    const authorization = request.headers.authorization ?? '';
    const problem = verified.has(authorization)
      ? ''
      : verifyVapid(authorization, vapidPublicKey, origin);
    if (problem) {
      refused.push(problem);
      return answer(403).end(problem);
    }
    verified.add(authorization);
    const left = failures.get(device.id) ?? 0;
    if (left > 0) {
      failures.set(device.id, left - 1);
      return answer(500).end();
    }
    if (request.headers['content-encoding'] !== 'aes128gcm' || !request.headers.ttl) {
      refused.push('not aes128gcm');
      return answer(400).end();
    }
    arrived.push({
      deviceId: device.id,
      payload: JSON.parse(decrypt(Buffer.concat(chunks), device)),
      topic,
      urgency: request.headers.urgency as string | undefined,
      ttl: Number(request.headers.ttl),
      at: performance.now(),
    });
    // Taken for delivery already: a late answer does not undo that, as at a real service.
    const late = slowness.get(device.id);
    if (late !== undefined) {
      slowness.delete(device.id);
      await new Promise((resolve) => setTimeout(resolve, late));
    }
    if (!response.destroyed) {
      requests.push({ deviceId: device.id, topic, status: 201 });
      response.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      refused.push(String(error));
      response.writeHead(400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** A new browser: its subscription as `PushSubscription.toJSON()` gives it. */
    newDevice() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const device: Device = { id: randomUUID(), ecdh, auth: randomBytes(16) };
      devices.set(device.id, device);
      return {
        id: device.id,
        subscription: {
          endpoint: `${origin}/push/${device.id}`,
          keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(device.auth) },
        },
      };
    },
    /** The browser unsubscribed or was uninstalled: the next push gets 410 Gone. */
    makeGone: (deviceId: string) => gone.add(deviceId),
    /** The next `times` pushes to the device fail with 500. */
    failNext: (deviceId: string, times: number) => failures.set(deviceId, times),
    /** The next push to the device is taken at once and answered `ms` later. */
    slowNext: (deviceId: string, ms: number) => slowness.set(deviceId, ms),
    arrived,
    requests,
    refused,
    to: (deviceId: string) => arrived.filter((push) => push.deviceId === deviceId),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestPushService = Awaited<ReturnType<typeof startPushService>>;
