/**
 * The one error vocabulary. The server answers `{ error: { code, message } }` with one of these
 * codes; the client translates `errors.<code>`. Statuses live here so both sides agree.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  CURRENT_PASSWORD_INVALID: 400,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  ORIGIN_NOT_ALLOWED: 403,
  ACCOUNT_DEACTIVATED: 403,
  ACCOUNT_DELETED: 409,
  PROFILE_PENDING: 403,
  MATCH_REQUIRED: 403,
  PREMIUM_REQUIRED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  /** An admin tried to deactivate themselves (or otherwise lock themselves out). */
  ADMIN_SELF_LOCKOUT: 409,
  INVALID_TOKEN: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof errorStatus;

export const appErrorCodes = Object.keys(errorStatus) as AppErrorCode[];

export type FieldIssue = { path: string; message: string };

/** The body of every error answer. `message` is an i18n key or a safe English fallback. */
export type ErrorBody = {
  error: { code: AppErrorCode; message: string; issues?: FieldIssue[] };
};

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && value in errorStatus;
}

const codeOfStatus: Partial<Record<number, AppErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** The code of an answer whose body names none (a proxy's page, a framework's own error). */
export function codeForStatus(status: number): AppErrorCode {
  return codeOfStatus[status] ?? (status >= 500 && status < 600 ? 'INTERNAL' : 'BAD_REQUEST');
}
