import type { QueryClient } from '@tanstack/react-query';
import { rememberAppNav } from './app-nav-hint';
import { forgetOfflineChats } from './offline-chats';
import { forgetSessionProbe } from './session-probe';

/**
 * The person just left (sign-out, account deletion): drops everything cached about them (their
 * session included), what the offline page kept of their chats (decision 054), and the hint
 * that the next signed-in page is a member's.
 * Removing, rather than setting the session to null, does not re-render the page being
 * left: its `RequireSignedIn` guard would otherwise send the browser to /auth before the
 * navigation to the landing (D12) completes.
 */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.removeQueries();
  forgetSessionProbe();
  rememberAppNav(false);
  void forgetOfflineChats();
}
