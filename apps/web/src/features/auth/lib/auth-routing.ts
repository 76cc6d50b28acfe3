import { RESET_LINK_TTL_MS } from '@vusal/shared/catalog/constants';

/** The three screens of /auth, chosen by the query (spec section 2, Auth). */
export type AuthMode = 'signin' | 'signup' | 'forgot';

export function authModeOf(params: URLSearchParams): AuthMode {
  if (params.get('signup') === 'true') return 'signup';
  if (params.get('forgot') === 'true') return 'forgot';
  return 'signin';
}

function hashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.replace(/^#/, ''));
}

/** A recovery fragment reaching /auth belongs to /reset-password, carried unchanged. */
export function recoveryRedirect(hash: string): string | null {
  if (hashParams(hash).get('type') !== 'recovery') return null;
  return `/reset-password${hash.startsWith('#') ? hash : `#${hash}`}`;
}

/** The reset token travels in the fragment (`#type=recovery&token=…`), never to a server log. */
export function recoveryToken(hash: string): string | null {
  return hashParams(hash).get('token') || null;
}

/** What a signed-in page gives /auth (in the router's state) when it sends a visitor there. */
export type SignInReturn = { returnTo: string };

/** The address to come back to after signing in: the whole of it, fragment included. */
export function signInReturn(location: {
  pathname: string;
  search: string;
  hash: string;
}): SignInReturn {
  return { returnTo: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * Where signing in leads: back to the signed-in page that sent the visitor to /auth (a mailed
 * link opened signed out, decision 040), else `fallback`. Only a path of this site is followed.
 */
export function pageAfterSignIn(state: unknown, fallback: string): string {
  const returnTo =
    typeof state === 'object' && state !== null && 'returnTo' in state ? state.returnTo : null;
  return typeof returnTo === 'string' && /^\/(?![/\\])/.test(returnTo) ? returnTo : fallback;
}

/** D12: the landing of the current language. `prefix` is `''` or `/az`. */
export function signOutDestination(prefix: string): string {
  return prefix || '/';
}

/** How many whole minutes to tell someone to wait after a 429 (at least one). */
export function retryAfterMinutes(seconds: number | undefined): number | undefined {
  return seconds === undefined ? undefined : Math.max(1, Math.ceil(seconds / 60));
}

/** The reset link's lifetime in hours, as the forgot-password confirmation states it. */
export const RESET_LINK_HOURS = Math.round(RESET_LINK_TTL_MS / (60 * 60 * 1000));
