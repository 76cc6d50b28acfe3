import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  sessionResponseSchema,
  type SessionResponse,
  type SessionUser,
} from '@vusal/shared/schemas/session';
import { apiFetch } from './api-client';
import { forgetOfflineChats } from './offline-chats';

/** The one session query: who is signed in, their role, name and profile status. */
export const sessionQueryKey = ['session'] as const;

export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  const answer = sessionResponseSchema.parse(await apiFetch('/api/auth/session', { signal }));
  // Signed out elsewhere or expired: what the offline page kept of them goes too (decision 054).
  if (!answer.user) void forgetOfflineChats();
  return answer;
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // A sign-out in another tab is noticed when the person comes back to this one.
    refetchOnWindowFocus: true,
  });
}

/** Who is signed in: `data.user` is null for visitors. */
export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** The signed-in user under `RequireSignedIn`; null only while the session is being left. */
export function useSignedInUser(): SessionUser | null {
  return useSession().data?.user ?? null;
}
