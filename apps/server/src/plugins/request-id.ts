import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What a proxy's `X-Request-Id` may be to be kept: short, and safe in a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
// RFC 4648 base32: no 0/O or 1/I/L to confuse when a member reads the id to support.
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const LENGTH = 10;

// Random bytes drawn for many ids at once, as `randomUUID` does: a draw per request was 2 % of
// the node's CPU on a profile read (issue 35). Each byte names one id only.
const IDS_PER_DRAW = 512;
let drawn = Buffer.alloc(0);
let used = 0;

/** Ten base32 characters (50 random bits): short enough to read out, unique enough for logs. */
export function newRequestId(): string {
  if (used + LENGTH > drawn.length) {
    drawn = randomBytes(LENGTH * IDS_PER_DRAW);
    used = 0;
  }
  let id = '';
  for (let end = used + LENGTH; used < end; used++) id += BASE32[drawn[used]! % 32];
  return id;
}

/**
 * Fastify's `genReqId` (issue 36, item 3): behind a trusted proxy its sane `X-Request-Id` is
 * kept, so one id follows a request through both logs; otherwise, and for anything a client
 * could have made up, the server makes its own.
 */
export function requestIdGenerator(trustsProxy: boolean) {
  return (request: IncomingMessage): string => {
    const sent = request.headers['x-request-id'];
    return trustsProxy && typeof sent === 'string' && SANE_REQUEST_ID.test(sent)
      ? sent
      : newRequestId();
  };
}

/** Every answer says its request's id, the one in its log lines and in any error body. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
