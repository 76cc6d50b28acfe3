import type { SessionUser } from '@vusal/shared/schemas/session';

/**
 * Spec section 2, Dashboard: people without an approved profile see only the pending message
 * (D1: every new profile starts pending). Admins are never held back by it.
 */
export function seesPendingScreen(user: Pick<SessionUser, 'role' | 'profileStatus'>): boolean {
  return user.role !== 'admin' && user.profileStatus !== 'approved';
}
