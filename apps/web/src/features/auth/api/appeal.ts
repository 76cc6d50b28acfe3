import type { AppealRequest } from '@vusal/shared/schemas/moderation';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';

/**
 * `POST /api/auth/appeal` (issue 24, item 3): the one appeal of a suspended or banned member,
 * who proves who they are with the e-mail and password the sign-in was refused for.
 * 409 `APPEAL_ALREADY_SENT`.
 */
export async function sendAppeal(input: AppealRequest): Promise<void> {
  await apiFetch('/api/auth/appeal', { method: 'POST', body: input });
}

export function useSendAppeal() {
  return useAppMutation({ mutationFn: sendAppeal });
}
