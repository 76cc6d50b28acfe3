import { AppError } from './app-error';

/** How long a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Node's socket errors when PostgreSQL cannot be reached or drops the connection.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);

// SQLSTATEs that say "the server is not there for you now", not "your query is wrong": class 08
// (connection exception), 57P01-57P03 (shutting down, crashed, starting up), 53300 (too many
// connections), 3D000 (the database itself is gone) and 57014 (a statement cancelled, as
// `statement_timeout` does when the database is too slow to answer in time).
function isUnavailableState(code: string): boolean {
  return (
    code.startsWith('08') ||
    /^57P0[1-3]$/.test(code) ||
    code === '57014' ||
    code === '53300' ||
    code === '3D000'
  );
}

// node-postgres and PGlite report a lost or closed connection only in words.
const unavailableMessages = [
  'PGlite is closed',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  // The driver's query timeout: the link stopped answering (issue 20, item 6).
  'Query read timeout',
  'Cannot use a pool after calling end on the pool',
  'Client has encountered a connection error and is not queryable',
  // A connection ended after a query timeout (db/client.ts), for what was queued behind it.
  'Client was closed and is not queryable',
  'terminating connection due to administrator command',
  'is not currently accepting connections',
  'the database system is',
];

/**
 * Issue 7, A10: whether an error means the database cannot be reached (as opposed to a bad
 * query or a broken rule). Looks through `cause`, since drizzle wraps the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (networkCodes.has(code) || isUnavailableState(code)))
      return true;
    if (typeof message === 'string' && unavailableMessages.some((text) => message.includes(text)))
      return true;
    current = cause;
  }
  return false;
}

/** The retryable answer for any request that needed the database while it was away. */
export function databaseUnavailable(cause?: unknown): AppError {
  const error = new AppError('SERVICE_UNAVAILABLE');
  // Kept for the log line; the answer says nothing about it.
  error.cause = cause;
  error.retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  return error;
}
