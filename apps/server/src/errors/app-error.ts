import {
  errorStatus,
  type AppErrorCode,
  type ErrorDetails,
  type FieldIssue,
} from '@vusal/shared/errors';

/**
 * The one error services throw. The error handler turns it into
 * `{ error: { code, message, issues?, details? } }` with the status the shared vocabulary assigns.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** For 429 answers: sent as `Retry-After`. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: AppErrorCode,
    message: string = `errors.${code}`,
    readonly issues?: FieldIssue[],
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }
}

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('FORBIDDEN');
