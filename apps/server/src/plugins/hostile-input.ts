import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldIssue } from '@vusal/shared/errors';
import { AppError } from '../errors/app-error';
import { errorBody } from '../errors/error-handler';

/**
 * SECURITY 20, decided in one place for every route: input the database or the router cannot
 * take is a 400 in the project's error shape, before any handler sees it.
 *
 * - Text with a NUL character (PostgreSQL refuses `\u0000` in text) or a lone UTF-16 surrogate
 *   (not representable in UTF-8), anywhere in the path, query or JSON body.
 * - A URL whose percent-encoding does not decode: rewritten to a route that answers 400, so the
 *   answer goes through the hooks (security headers) and the error handler like any other.
 * - A multipart body without a valid boundary; one the parser cannot read is the error
 *   handler's (`isMalformedMultipart`).
 */
export const MALFORMED_URL_ROUTE = '/api/malformed-url';

/** Path parameters are bounded by each route's schema; the router's own limit answered 414 in its own shape. */
export const ROUTER_MAX_PARAM_LENGTH = 1024 * 1024;

/**
 * Fastify's `rewriteUrl`: a path that does not decode goes to the one 400 route. (A query that
 * does not decode is the query parser's business; it keeps such values as they came.)
 */
export function rewriteMalformedUrl(request: { url?: string }): string {
  const url = request.url ?? '/';
  const queryStart = url.indexOf('?');
  try {
    decodeURIComponent(queryStart === -1 ? url : url.slice(0, queryStart));
    return url;
  } catch {
    return MALFORMED_URL_ROUTE;
  }
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first string in a parsed value that is not storable text, as a field path. */
export function findUnstorableText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') {
    return value.includes('\u0000') || loneSurrogate.test(value) ? path.join('.') : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found =
      findUnstorableText(key, [...path, key]) ?? findUnstorableText(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function unstorableTextError(path: string): AppError {
  const issues: FieldIssue[] = [{ path, message: 'validation.invalid' }];
  return new AppError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', issues);
}

function refuseUnstorableText(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const path = findUnstorableText(part);
    if (path !== undefined) throw unstorableTextError(path);
  }
}

// RFC 2046, 5.1.1: 1 to 70 characters from a small set, not ending in a space; quoted or not.
const validBoundary =
  /^(?:"[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]"|[0-9A-Za-z'()+_,\-./:=?]{1,70})$/;

/**
 * A multipart body whose boundary is missing, empty, doubled, left open or longer than the
 * standard allows: the parser would fail on it later, or take one of two boundaries.
 */
function refuseMultipartWithoutValidBoundary(request: FastifyRequest) {
  const type = request.headers['content-type'];
  if (!type || !/^\s*multipart\//i.test(type)) return;
  const boundaries = [...type.matchAll(/;\s*boundary\s*=\s*("[^"]*"?|[^;\s]*)/gi)];
  if (boundaries.length !== 1 || !validBoundary.test(boundaries[0]![1]!)) {
    throw new AppError('BAD_REQUEST');
  }
}

/** Fastify's `frameworkErrors`: what the router refuses before hooks run, still in our shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'request refused by the router');
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(status)
    .header('x-request-id', request.id)
    .send(errorBody(request.id, 'BAD_REQUEST'));
}

export function registerHostileInput(app: FastifyInstance) {
  app.all(MALFORMED_URL_ROUTE, { schema: { hide: true } }, async (request) => {
    request.log.info({ url: request.originalUrl }, 'malformed URL encoding');
    throw new AppError('BAD_REQUEST');
  });
  app.addHook('preValidation', async (request) => {
    refuseMultipartWithoutValidBoundary(request);
    refuseUnstorableText(request);
  });
}
