import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  codeForStatus,
  errorStatus,
  type AppErrorCode,
  type ErrorBody,
  type ErrorDetails,
  type FieldIssue,
} from '@vusal/shared/errors';
import { AppError } from './app-error';
import { isMalformedMultipart } from './malformed-multipart';
import { isRefusedByDatabase } from './refused-by-database';
import { databaseUnavailable, isDatabaseUnavailable } from './database-unavailable';

/** An error answer; `requestId` is the request's own, as in its log lines (issue 36). */
export function errorBody(
  requestId: string,
  code: AppErrorCode,
  message = `errors.${code}`,
  issues?: FieldIssue[],
  details?: ErrorDetails,
): ErrorBody {
  return {
    error: {
      code,
      message,
      requestId,
      ...(issues?.length ? { issues } : {}),
      ...(details ? { details } : {}),
    },
  };
}

function toIssues(validation: { instancePath: string; message?: string }[]): FieldIssue[] {
  return validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'validation.invalid',
  }));
}

/**
 * One error handler for the whole API: typed codes from the shared vocabulary, field issues
 * for validation failures, and nothing about internals in a 5xx.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    // Issue 7, A10: the database being away is a retryable 503, never a 500.
    const error = isDatabaseUnavailable(thrown) ? databaseUnavailable(thrown) : thrown;
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send(errorBody(request.id, error.code, error.message, error.issues, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send(
          errorBody(
            request.id,
            'VALIDATION_FAILED',
            'errors.VALIDATION_FAILED',
            toIssues(error.validation),
          ),
        );
    }
    if (isMalformedMultipart(error)) {
      // The client's fault, and nothing to investigate: no stack.
      request.log.info({ reason: error.message }, 'malformed multipart body');
      return reply.status(400).send(errorBody(request.id, 'BAD_REQUEST'));
    }
    if (isRefusedByDatabase(error)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send(errorBody(request.id, 'BAD_REQUEST'));
    }
    const status = error.statusCode ?? 500;
    const code = codeForStatus(status);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(errorStatus[code]).send(errorBody(request.id, code));
    }
    return reply.status(status).send(errorBody(request.id, code));
  });
}
