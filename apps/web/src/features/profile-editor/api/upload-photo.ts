import { useMutation } from '@tanstack/react-query';
import { isAppErrorCode, type AppErrorCode, type FieldIssue } from '@vusal/shared/errors';
import { ownProfileSchema, type OwnProfile } from '@vusal/shared/schemas/profile';
import { ApiError } from '../../../lib/api-client';
import { useRefreshOwnProfile } from './refresh-own-profile';

/** How far the upload is: a fraction 0–1 of the bytes sent. */
export type UploadProgress = (fraction: number) => void;

type UploadPhotoInput = { file: File; onProgress?: UploadProgress };

/**
 * `PUT /api/profiles/me/photo`, multipart with the one field `photo`. XMLHttpRequest, not fetch:
 * only it reports upload progress. The server decides the type by the bytes and re-encodes.
 */
export function uploadPhoto({ file, onProgress }: UploadPhotoInput): Promise<OwnProfile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', '/api/profiles/me/photo');
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const parsed = ownProfileSchema.safeParse(payload);
        if (parsed.success) resolve(parsed.data.profile);
        else reject(new ApiError('INTERNAL', request.status, 'Unexpected answer'));
        return;
      }
      reject(toApiError(request.status, payload));
    };
    request.onerror = () => reject(new ApiError('NETWORK', 0, 'Network request failed'));
    const body = new FormData();
    body.append('photo', file, file.name);
    request.send(body);
  });
}

export function useUploadPhoto() {
  const refresh = useRefreshOwnProfile();
  return useMutation({ mutationFn: uploadPhoto, onSuccess: refresh });
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The same reading of `{ error: { code, message, issues } }` as `apiFetch`. */
function toApiError(status: number, payload: unknown): ApiError {
  const error = (
    payload as { error?: { code?: unknown; message?: unknown; issues?: unknown } } | undefined
  )?.error;
  const code = isAppErrorCode(error?.code) ? error.code : statusCode(status);
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  const issues = Array.isArray(error?.issues) ? (error.issues as FieldIssue[]) : [];
  return new ApiError(code, status, message, issues);
}

function statusCode(status: number): AppErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}
