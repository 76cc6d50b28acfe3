import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import type { Config } from './config';

const TOKEN_LIKE_SEGMENT = /\/[A-Za-z0-9_-]{20,}(?=\/|$)/g;

/**
 * Request URLs may carry verification or reset tokens: logs keep the path without its query
 * and with token-like segments masked (SECURITY 1). Cookies and credentials are redacted.
 */
export function safeUrl(url: string): string {
  return url.split('?')[0]!.replace(TOKEN_LIKE_SEGMENT, '/:redacted');
}

type ErrorLike = Error & { params?: unknown; detail?: unknown; code?: unknown };

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';

// Drizzle's failed query reads "Failed query: <sql>\nparams: <values>"; the values go.
const PARAMS_LINE = /\nparams: [\s\S]*$/;
// PostgreSQL names a refused value in quotes at the end of a data exception's message.
const QUOTED_VALUE = /: ".*"$/s;

/** `error` without the values its query carried, in its message, its stack and its fields. */
function withoutValues(error: ErrorLike, depth: number): ErrorLike {
  let message = error.message.replace(PARAMS_LINE, '');
  if (typeof error.code === 'string' && error.code.startsWith('22')) {
    message = message.replace(QUOTED_VALUE, ': "[redacted]"');
  }
  const copy = Object.create(Object.getPrototypeOf(error) as object) as ErrorLike;
  for (const [key, value] of Object.entries(error)) {
    // `params` are the query's values; `detail` repeats a refused row's ("Key (email)=(…)").
    if (key !== 'params' && key !== 'detail') Object.assign(copy, { [key]: value });
  }
  copy.name = error.name;
  copy.message = message;
  const stack = error.stack ?? '';
  const at = stack.indexOf(error.message);
  copy.stack =
    at === -1
      ? `${error.name}: ${message}`
      : `${stack.slice(0, at)}${message}${stack.slice(at + error.message.length)}`;
  if (isErrorLike(error.cause) && depth < 5) copy.cause = withoutValues(error.cause, depth + 1);
  return copy;
}

/**
 * Issue 20, item 8: a failed database call is logged with its cause and its SQL, never with the
 * values it carried (session-token hashes, e-mail addresses), through every wrapper.
 */
export function serializeError(error: unknown) {
  return stdSerializers.err(isErrorLike(error) ? withoutValues(error, 0) : (error as Error));
}

export function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const level = config.env === 'test' ? 'silent' : config.logLevel;
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: safeUrl(request.url),
        ip: request.ip,
      }),
    },
    ...(config.env === 'development'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
