import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { rememberAppNav } from '../../../lib/app-nav-hint';
import { useAppMutation } from '../../../lib/app-mutation';
import { forgetSessionProbe } from '../../../lib/session-probe';

export async function signOut(): Promise<void> {
  await apiFetch<void>('/api/auth/sign-out', { method: 'POST' });
}

/**
 * Drops everything cached about the person who just left (their session included), and the
 * hint that the next signed-in page is a member's.
 * Removing, rather than setting the session to null, does not re-render the page being
 * left: its `RequireSignedIn` guard would otherwise send the browser to /auth before the
 * navigation to the landing (D12) completes.
 */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.removeQueries();
  forgetSessionProbe();
  rememberAppNav(false);
}

/** The caller navigates to the landing of the current language (D12) in `onSuccess`. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: signOut,
    endsSession: true,
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
