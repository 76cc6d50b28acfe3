import { acceptedResponseSchema } from '@vusal/shared/schemas/session';
import { apiFetch } from '../../../lib/api-client';
import { stepsReviewedToast, useAppMutation } from '../../../lib/app-mutation';
import { heldPushEndpoint } from '../../../lib/push';
import type { SignUpRequest } from '../lib/to-sign-up-request';

/** The server validates `data` with `signUpSchema` (packages/shared/src/schemas/registration.ts). */
export type SignUpVariables = { request: SignUpRequest; photo: File | null };

/**
 * `POST /api/auth/sign-up` (docs/api/accounts.md). `data` goes first so the server refuses an
 * invalid sign-up before it stores any photo. The cookie the answer sets lets this browser be
 * signed in by the confirmation link, hence `credentials: 'include'` (apiFetch's default).
 */
export async function signUp({ request, photo }: SignUpVariables) {
  const body = new FormData();
  const pushEndpoint = await heldPushEndpoint();
  body.append('data', JSON.stringify(pushEndpoint ? { ...request, pushEndpoint } : request));
  if (photo) body.append('photo', photo, photo.name);
  const answer = await apiFetch<unknown>('/api/auth/sign-up', { method: 'POST', body });
  return acceptedResponseSchema.parse(answer);
}

export function useSignUp() {
  return useAppMutation({ mutationFn: signUp, simulatedToast: stepsReviewedToast });
}
