import {
  codeForStatus,
  isAppErrorCode,
  type AppErrorCode,
  type ErrorDetails,
  type FieldIssue,
} from '@vusal/shared/errors';
import type * as PreviewApi from './preview/preview-api';
import { currentPreview, PreviewModeError } from './preview/preview-state';

/** Every code a call can fail with: the server's vocabulary plus a client-side network failure. */
export type ApiErrorCode = AppErrorCode | 'NETWORK';

/** A failed call. Translate it with `t(\`errors.${error.code}\`)`. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when the server was never reached. */
  readonly status: number;
  readonly issues: FieldIssue[];
  /** From a 429's `Retry-After` header: how long to wait before asking again. */
  readonly retryAfterSeconds: number | undefined;
  /** What the answer tells beyond its code, e.g. a suspension's end and reason. */
  readonly details: ErrorDetails;
  /** The server's name for the request in its logs, shown with an unexpected error. */
  readonly requestId: string | undefined;

  constructor(
    code: ApiErrorCode,
    status: number,
    message: string,
    issues: FieldIssue[] = [],
    retryAfterSeconds?: number,
    details: ErrorDetails = {},
    requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.issues = issues;
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
    this.requestId = requestId;
  }
}

export type ApiInit = Omit<RequestInit, 'body'> & { body?: unknown };

/**
 * Calls the API on the same origin with the session cookie. A plain object body is sent as
 * JSON; FormData, Blob and strings go as they are. Resolves with the parsed JSON (undefined
 * for 204), or throws an ApiError carrying the server's error code.
 */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  const local = await answerInPreview(init.method ?? 'GET', path, init.body);
  if (local) return local.body as T;
  const response = await send(path, init);
  const text = response.status === 204 ? '' : await response.text();
  return readAnswer<T>(response.status, text, response.headers.get('Retry-After'));
}

/**
 * A file the API answers (the "Download my data" archive), read whole: a failure is the same
 * ApiError `apiFetch` throws, so the caller can tell a refused link from a broken connection.
 * Admin preview mode has no sample files: the request goes to the server, as an unknown read.
 */
export async function apiDownload(path: string, init: ApiInit = {}): Promise<Blob> {
  const response = await send(path, init);
  if (!response.ok) {
    const payload = parseJson(await response.text());
    throw toApiError(response.status, payload, readRetryAfter(response.headers.get('Retry-After')));
  }
  try {
    return await response.blob();
  } catch (cause) {
    throw toNetworkError(cause);
  }
}

/** The request both readers make: same origin, the session cookie, a JSON body as JSON. */
async function send(path: string, init: ApiInit): Promise<Response> {
  const { body, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  headers.set('Accept', 'application/json');
  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) requestBody = body;
    else {
      headers.set('Content-Type', 'application/json');
      requestBody = JSON.stringify(body);
    }
  }
  try {
    return await fetch(path, { ...rest, headers, body: requestBody, credentials: 'include' });
  } catch (cause) {
    throw toNetworkError(cause);
  }
}

/** An aborted request stays an AbortError; any other failure to talk to the server is NETWORK. */
function toNetworkError(cause: unknown): Error {
  if (cause instanceof DOMException && cause.name === 'AbortError') return cause;
  return new ApiError('NETWORK', 0, 'Network request failed');
}

/** How far an upload is: a fraction 0–1 of the bytes sent. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends a multipart body with upload progress. XMLHttpRequest, not fetch: only it reports
 * upload progress. Answers and failures are read exactly as `apiFetch` reads them; an aborted
 * `signal` cancels the upload and rejects with an AbortError, as fetch would.
 */
export async function apiUpload<T>(
  path: string,
  init: {
    method: 'POST' | 'PUT';
    body: FormData;
    onProgress?: UploadProgress;
    signal?: AbortSignal;
  },
): Promise<T> {
  const local = await answerInPreview(init.method, path, init.body);
  if (local) return local.body as T;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    if (init.signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    init.signal?.addEventListener('abort', abort, { once: true });
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    request.onloadend = () => init.signal?.removeEventListener('abort', abort);
    request.open(init.method, path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) init.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(
          readAnswer<T>(
            request.status,
            request.responseText,
            request.getResponseHeader('Retry-After'),
          ),
        );
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiError('NETWORK', 0, 'Network request failed'));
    request.send(init.body);
  });
}

/**
 * Admin preview mode, under every screen (spec section 4, "Admin mode"): a read of the sample
 * data is answered here and never reaches the server; a write that is not simulated above
 * (only the sign-out is meant to go) throws. Undefined: send the request.
 */
// The sample data is only ever read by an admin in preview mode: every other member's pages do
// without it (P9, decision 038), so it loads the first time preview mode asks, then stays.
let previewApi: Promise<typeof PreviewApi> | undefined;

async function answerInPreview(
  method: string,
  path: string,
  body: unknown,
): Promise<{ body: unknown } | undefined> {
  const preview = currentPreview();
  if (!preview) return undefined;
  const { decideInPreview } = await (previewApi ??= import('./preview/preview-api'));
  const decision = decideInPreview(method, path, preview, body);
  if (decision.kind === 'refuse') throw new PreviewModeError();
  return decision.kind === 'answer' ? { body: decision.body } : undefined;
}

/** The one reading of an answer: the parsed JSON, or the ApiError its error body describes. */
function readAnswer<T>(status: number, text: string, retryAfter: string | null): T {
  const payload = parseJson(text);
  if (status < 200 || status >= 300) {
    throw toApiError(status, payload, readRetryAfter(retryAfter));
  }
  return payload as T;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `Retry-After` in seconds (the server never sends the HTTP-date form). */
export function readRetryAfter(header: string | null): number | undefined {
  if (!header || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

function toApiError(status: number, payload: unknown, retryAfterSeconds?: number): ApiError {
  const error = isRecord(payload) && isRecord(payload.error) ? payload.error : undefined;
  const code = isAppErrorCode(error?.code) ? error.code : codeForStatus(status);
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  const issues = Array.isArray(error?.issues) ? error.issues.filter(isFieldIssue) : [];
  const requestId = typeof error?.requestId === 'string' ? error.requestId : undefined;
  const details = toDetails(error?.details);
  return new ApiError(code, status, message, issues, retryAfterSeconds, details, requestId);
}

/** Only text (or null) values: anything else a body carries is not read. */
function toDetails(value: unknown): ErrorDetails {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | null] =>
        typeof entry[1] === 'string' || entry[1] === null,
    ),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';
}
