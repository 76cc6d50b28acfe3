import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  blocks,
  likes,
  matches,
  photoReveals,
  preferences,
  profiles,
  reviewHolds,
} from '../../db/schema';
import { familyInvolved } from '../family';

/**
 * What a card of another member needs: the preview fields (SECURITY 12) and the owner's
 * location choice (S4) and photo choice (issue 38). Selected with a left join on `preferences`; `toCard` shows it.
 */
export const cardColumns = {
  id: profiles.id,
  userId: profiles.userId,
  isDemo: profiles.isDemo,
  verifiedAt: profiles.verifiedAt,
  verificationRequired: profiles.verificationRequired,
  fullName: profiles.fullName,
  dateOfBirth: profiles.dateOfBirth,
  age: profiles.age,
  city: profiles.city,
  bio: profiles.bio,
  profilePhoto: profiles.profilePhoto,
  additionalPhotos: profiles.additionalPhotos,
  relationshipGoals: profiles.relationshipGoals,
  locationVisibility: preferences.locationVisibility,
  photoVisibility: preferences.photoVisibility,
  // Decision 051: the "Family involved" badge, on every card, before anyone likes.
  familyInvolved: familyInvolved(sql`${profiles.userId}`),
};

/** Issue 38: `owner` revealed their photos to `viewerId`; each is a column, a value or a placeholder. */
export function isRevealedTo(
  viewerId: SQLWrapper | string,
  owner: SQLWrapper | string,
): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${photoReveals} where ${photoReveals.ownerId} = ${owner} and ${photoReveals.viewerId} = ${viewerId})`;
}

/** Held for a moderator's review by enough recent reports (decision 022); a column or a value. */
export function isHeldForReview(userId: SQL | string): SQL {
  return sql`exists (select 1 from ${reviewHolds} where ${reviewHolds.userId} = ${userId})`;
}

/**
 * The only profiles anyone but their owner and staff sees, reaches or is told about (SECURITY
 * 41, decision 039): approved, active (not suspended, banned or deactivated), not deleted, not
 * asked by a moderator to verify first (decision 019) and not held for a moderator's review
 * (decision 022). Everything else answers as a member who does not exist. Browse and explore
 * offer exactly these too. A new reason to hide someone belongs here, and in
 * `isVisibleToOthers` (profile-view.ts) for a row already read.
 */
export const isVisibleProfile: SQL = sql`${profiles.isApproved} and ${profiles.isActive} and ${profiles.deletedAt} is null
  and not ${profiles.verificationRequired} and not ${isHeldForReview(sql`${profiles.userId}`)}`;

/** Neither blocked the other (S2, SECURITY 14); each is a column or a value. */
export function notBlockedEitherWay(viewerId: SQL | string, other: SQL | string): SQL {
  return sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${other})
    and not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${other} and ${blocks.blockedId} = ${viewerId})`;
}

/**
 * S4: privacy mode (the incognito of issue 38, item 4) shows `member` only to the people they
 * liked: true unless `member` has it on and did not like `viewer`. Browse, explore and the
 * visitors list (decision 045) ask it; each is a column or a value.
 */
export function privacyModeShows(member: SQL | string, viewer: SQL | string): SQL {
  return sql`not exists (select 1 from ${preferences} where ${preferences.userId} = ${member} and ${preferences.privacyMode}
      and not exists (select 1 from ${likes} where ${likes.likerId} = ${member} and ${likes.likedId} = ${viewer}))`;
}

/**
 * Issue 23, item 6: `recipient` takes likes and messages from `sender`: either they did not ask
 * for verified members only, or `sender` is verified. Each is a column or a value; one predicate
 * a like's or a message's own statement can fold in.
 */
export function acceptsContactFrom(sender: SQL | string, recipient: SQL | string): SQL {
  // Aliased, so the predicate reads right inside a query that already selects these tables.
  return sql`(not exists (select 1 from ${preferences} recipient_preferences where recipient_preferences.user_id = ${recipient} and recipient_preferences.only_verified_contact)
    or exists (select 1 from ${profiles} sender_profile where sender_profile.user_id = ${sender} and sender_profile.verified_at is not null and not sender_profile.verification_required))`;
}

/** The other member of match `matchId`, seen from `userId`. */
export function otherMemberOf(matchId: string, userId: string): SQL {
  return sql`(select case when ${matches.user1Id} = ${userId} then ${matches.user2Id} else ${matches.user1Id} end from ${matches} where ${matches.id} = ${matchId})`;
}
