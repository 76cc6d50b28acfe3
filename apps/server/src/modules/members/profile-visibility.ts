import type { PhotoVisibility } from '@vusal/shared/catalog/enums';
import { AppError, notFound } from '../../errors/app-error';
import type { RequestUser } from '../auth';
import { isVisibleToOthers } from './profile-view';
import type { Profile as ProfileRow } from '../../db/schema';
import type { PhotoVariant } from './photo-tokens';

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
 * What decides which picture of a member's photos a viewer gets: the owner's choice (null: a
 * demo profile or a member who never saved one, `everyone`), whether the two are matched now,
 * and whether the owner revealed their photos to this viewer. A list reads them for its whole
 * page in its own query.
 */
export type PhotoFacts = {
  visibility: PhotoVisibility | null;
  isMatch: boolean;
  isRevealed: boolean;
};

/**
 * Issue 38, items 1 to 3: the one rule deciding whether a viewer who may see a member's photos
 * (`access`, from `photoAccess` or `profileAccess`) gets them as they are or the blurred copy.
 * The owner and staff get them as they are; other members as the owner chose: everyone, only
 * matches, or only the matches they were revealed to. A reveal counts only while the match
 * stands, so a reveal row an unmatch left behind would still show nothing. Every serializer
 * that names a photo and the photo route ask this.
 */
export function photoVariant(access: ProfileAccess, facts: PhotoFacts): PhotoVariant {
  if (access !== 'member') return 'original';
  switch (facts.visibility ?? 'everyone') {
    case 'everyone':
      return 'original';
    case 'matches':
      return facts.isMatch ? 'original' : 'blurred';
    case 'revealed':
      return facts.isMatch && facts.isRevealed ? 'original' : 'blurred';
  }
}
