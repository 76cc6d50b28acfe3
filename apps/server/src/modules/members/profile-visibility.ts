import { AppError, notFound } from '../../errors/app-error';
import type { RequestUser } from '../auth';
import { isVisibleToOthers } from './profile-view';
import type { Profile as ProfileRow } from '../../db/schema';

export type Viewer = Pick<RequestUser, 'id' | 'role' | 'profileStatus'>;

/** How a viewer sees a profile; what each level shows is the caller's business. */
export type ProfileAccess = 'owner' | 'admin' | 'member';

export type VisibilityFacts = {
  isBlockedEitherWay(viewerId: string, ownerId: string): Promise<boolean>;
  /** Decision 022: enough recent reports hold the member for a moderator's review. */
  isHeldForReview(ownerId: string): Promise<boolean>;
};

/**
 * The one rule deciding whether a viewer may see a profile at all (spec section 6, SECURITY
 * 10, 12, 14), shared by everything that shows a profile or a part of it (its view, its photo).
 * Owners and admins see their own or anything; others need an approved profile of their own
 * (asked before existence, so a pending account cannot probe which profiles exist), and see
 * only profiles `isVisibleProfile` lets through (SECURITY 41, decision 039: approved, active,
 * not deleted, not asked to verify, not held for review) with no block in either direction.
 * Anything else is "not found", exactly as for an id nobody has. A new reason to hide a
 * profile from someone belongs here.
 */
export async function profileAccess(
  viewer: Viewer,
  row: ProfileRow | undefined,
  facts: VisibilityFacts,
): Promise<ProfileAccess> {
  if (row?.userId && row.userId === viewer.id) return 'owner';
  if (viewer.role === 'admin') {
    if (!row) throw notFound();
    return 'admin';
  }
  if (viewer.profileStatus !== 'approved') throw new AppError('PROFILE_PENDING');
  if (!row || !isVisibleToOthers(row)) throw notFound();
  if (row.userId && (await facts.isHeldForReview(row.userId))) throw notFound();
  if (row.userId && (await facts.isBlockedEitherWay(viewer.id, row.userId))) throw notFound();
  return 'member';
}

/**
 * Issue 34, item 12: who may fetch a profile's approved photos. Staff (moderators and admins)
 * see every existing profile's photos, whatever their own profile's state, since their work
 * needs them (a report, a selfie to compare, a profile to approve); anyone else exactly those
 * whose profile `profileAccess` shows them.
 */
export async function photoAccess(
  viewer: Viewer,
  row: ProfileRow | undefined,
  facts: VisibilityFacts,
): Promise<ProfileAccess> {
  if (viewer.role !== 'moderator' && viewer.role !== 'admin') {
    return profileAccess(viewer, row, facts);
  }
  if (!row) throw notFound();
  return row.userId === viewer.id ? 'owner' : 'admin';
}

/**
 * Decision 029: a change waiting for review (its photo) is seen by its owner and by the
 * moderators and admins who decide it, by no one else; to anyone else it does not exist.
 */
export function assertMaySeePendingChange(viewer: Viewer, row: ProfileRow | undefined): void {
  if (!row) throw notFound();
  if (row.userId && row.userId === viewer.id) return;
  if (viewer.role === 'admin' || viewer.role === 'moderator') return;
  throw notFound();
}
