import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

const TOKEN_LIKE_SEGMENT = /\/[A-Za-z0-9_-]{20,}(?=\/|$)/g;

/**
 * Request URLs may carry verification or reset tokens: logs keep the path without its query
 * and with token-like segments masked (SECURITY 1). Cookies and credentials are redacted.
 */
export function safeUrl(url: string): string {
  return url.split('?')[0]!.replace(TOKEN_LIKE_SEGMENT, '/:redacted');
}

// Drizzle's failed query reads "Failed query: <sql>\nparams: <values>"; the values go.
const PARAMS_LINE = /\nparams: [\s\S]*$/;
// PostgreSQL names a refused value in quotes at the end of a data exception's message.
const QUOTED_VALUE = /: ".*"$/s;
// `params` are a query's values; `detail` repeats a refused row's ("Key (email)=(…)").
const DROPPED = new Set(['params', 'detail']);
// Read on their own below, never copied as plain fields.
const OWN_SHAPE = new Set(['name', 'message', 'stack', 'cause', 'errors']);
/** Causes, nested fields and aggregated errors are followed this deep. */
const MAX_DEPTH = 5;
const MAX_ITEMS = 20;

type Loggable = string | number | boolean | null | undefined | Loggable[] | LoggableObject;
type LoggableObject = { [key: string]: Loggable };
type SerializedError = { type: string; message: string; stack: string; [key: string]: Loggable };

const isSerializedError = (value: Loggable): value is SerializedError =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof value.type === 'string' &&
  typeof value.message === 'string' &&
  typeof value.stack === 'string';

/** A field, read without trusting its getter or the Proxy around it. */
function read(target: object, key: PropertyKey): unknown {
  try {
    return Reflect.get(target, key);
  } catch {
    return undefined;
  }
}

function keysOf(target: object): string[] {
  try {
    return Object.keys(target);
  } catch {
    return [];
  }
}

function typeOf(error: object): string | undefined {
  const constructor = read(error, 'constructor');
  const name = typeof constructor === 'function' ? read(constructor, 'name') : undefined;
  return typeof name === 'string' && name ? name : undefined;
}

function asText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function redactedMessage(message: string, code: unknown): string {
  const withoutParams = message.replace(PARAMS_LINE, '');
  return typeof code === 'string' && code.startsWith('22')
    ? withoutParams.replace(QUOTED_VALUE, ': "[redacted]"')
    : withoutParams;
}

function toLoggable(value: unknown, depth: number, seen: WeakSet<object>): Loggable {
  if (value === null || value === undefined) return value;
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return value;
    case 'bigint':
    case 'symbol':
      return value.toString();
    case 'function':
      return '[Function]';
  }
  const object = value as object;
  if (seen.has(object)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Object]';
  seen.add(object);
  if (typeof read(object, 'message') === 'string') return errorFields(object, depth, seen);
  if (Array.isArray(object)) return itemsOf(object, depth, seen);
  const copy: LoggableObject = {};
  for (const key of keysOf(object).slice(0, MAX_ITEMS)) {
    copy[key] = toLoggable(read(object, key), depth + 1, seen);
  }
  return copy;
}

function itemsOf(list: unknown[], depth: number, seen: WeakSet<object>): Loggable[] {
  const items: Loggable[] = [];
  for (let index = 0; index < MAX_ITEMS; index++) {
    let length = 0;
    try {
      length = list.length;
    } catch {
      break;
    }
    if (index >= length) break;
    items.push(toLoggable(read(list, index), depth + 1, seen));
  }
  return items;
}

/**
 * A fresh plain object with what an error says, its query's values left out of its message,
 * its stack and its fields: nothing is ever written onto the error or onto a copy sharing its
 * prototype (a Redis error's `name` has only a getter, issue 34).
 */
function errorFields(error: object, depth: number, seen: WeakSet<object>): SerializedError {
  const original = asText(read(error, 'message')) ?? '';
  const code = read(error, 'code');
  const message = redactedMessage(original, code);
  const name = asText(read(error, 'name')) ?? 'Error';
  const stack = asText(read(error, 'stack')) ?? '';
  const at = original ? stack.indexOf(original) : -1;
  const fields: SerializedError = {
    type: typeOf(error) ?? name,
    message,
    stack:
      at === -1
        ? `${name}: ${message}`
        : `${stack.slice(0, at)}${message}${stack.slice(at + original.length)}`,
  };
  for (const key of keysOf(error).slice(0, MAX_ITEMS)) {
    if (DROPPED.has(key) || OWN_SHAPE.has(key)) continue;
    fields[key] = toLoggable(read(error, key), depth + 1, seen);
  }
  const cause = read(error, 'cause');
  if (cause !== undefined) fields.cause = toLoggable(cause, depth + 1, seen);
  const errors = read(error, 'errors');
  if (Array.isArray(errors)) fields.aggregateErrors = itemsOf(errors, depth, seen);
  return fields;
}

/**
 * Issue 20, item 8 and SECURITY 40: what the log keeps of anything thrown. A failed database
 * call keeps its cause and its SQL, never the values it carried (session-token hashes, e-mail
 * addresses), through every wrapper. Whatever was thrown (a frozen error, getters that throw,
 * a Proxy, a cause loop, a string, nothing), this returns a plain value and never throws.
 */
export function serializeError(value: unknown): SerializedError {
  try {
    const loggable = toLoggable(value, 0, new WeakSet());
    if (isSerializedError(loggable)) return loggable;
    // A thrown string, number or plain object: said as what it is, in the shape of an error.
    return {
      type: value === null ? 'null' : typeof value,
      message: '',
      stack: '',
      value: loggable,
    };
  } catch {
    return { type: 'Unserializable', message: 'the thrown value could not be read', stack: '' };
  }
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
      // No address on every request: SECURITY 26 logs it with the user id on the auth events
      // that need it, and nothing here names a person (issue 36, item 3).
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: safeUrl(request.url),
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
