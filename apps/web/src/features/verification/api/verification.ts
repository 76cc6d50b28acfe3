import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  verificationStateSchema,
  type VerificationState,
} from '@vusal/shared/schemas/verification';
import { apiFetch, apiUpload, type UploadProgress } from '../../../lib/api-client';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';

export const verificationKey = ['verification'] as const;

/** `GET /api/verification`: where the member's selfie check stands (docs/api/verification.md). */
export async function getVerification(signal?: AbortSignal): Promise<VerificationState> {
  return verificationStateSchema.parse(await apiFetch('/api/verification', { signal }));
}

/**
 * The member's state. A pending profile (403) or a signed-out visitor has none: the prompt then
 * shows nothing, so a refusal is not asked again.
 */
export function useVerification() {
  return useQuery(
    queryOptions({
      queryKey: verificationKey,
      queryFn: ({ signal }) => getVerification(signal),
      retry: false,
    }),
  );
}

/** `POST /api/verification`: a pose and a code, or the try already waiting for its selfie. */
export function useStartVerification() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: async () =>
      verificationStateSchema.parse(await apiFetch('/api/verification', { method: 'POST' })),
    simulatedToast: nothingSentToast,
    onSuccess: (state) => queryClient.setQueryData(verificationKey, state),
  });
}

/**
 * `POST /api/verification/appeal` (issue 34, item 3): the one appeal against a moderator's
 * request to verify; answers the state with the appeal in it.
 */
export function useAppealVerification() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: async (text: string) =>
      verificationStateSchema.parse(
        await apiFetch('/api/verification/appeal', { method: 'POST', body: { text } }),
      ),
    simulatedToast: nothingSentToast,
    onSuccess: (state) => queryClient.setQueryData(verificationKey, state),
  });
}

type SendSelfieInput = { file: File; onProgress?: UploadProgress };

/** `PUT /api/verification/selfie`, multipart with the one field `selfie`, with upload progress. */
export async function sendSelfie({
  file,
  onProgress,
}: SendSelfieInput): Promise<VerificationState> {
  const body = new FormData();
  body.append('selfie', file, file.name);
  const answer = await apiUpload('/api/verification/selfie', { method: 'PUT', body, onProgress });
  return verificationStateSchema.parse(answer);
}

export function useSendSelfie() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: sendSelfie,
    simulatedToast: nothingSentToast,
    onSuccess: (state) => queryClient.setQueryData(verificationKey, state),
  });
}
