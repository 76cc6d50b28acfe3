import type { AppErrorCode, ErrorDetails } from '@vusal/shared/errors';
import { AppError } from '../../errors/app-error';
import { isDatabaseUnavailable } from '../../errors/database-unavailable';

/** An error acknowledgement (`Ack`'s failure half), as every socket event answers one. */
export const failure = (code: AppErrorCode, details?: ErrorDetails) =>
  ({
    ok: false,
    error: { code, message: `errors.${code}`, ...(details ? { details } : {}) },
  }) as const;

/**
 * What a socket is told when its work failed: the rule's own code, SERVICE_UNAVAILABLE while
 * the database is away (issue 20, item 9: the client retries that), INTERNAL otherwise.
 * Returns whether the failure is worth an error-level log line.
 */
export function failureCode(error: unknown): {
  code: AppErrorCode;
  unexpected: boolean;
  details?: ErrorDetails;
} {
  if (error instanceof AppError) {
    return {
      code: error.code,
      unexpected: false,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  if (isDatabaseUnavailable(error)) return { code: 'SERVICE_UNAVAILABLE', unexpected: false };
  return { code: 'INTERNAL', unexpected: true };
}
