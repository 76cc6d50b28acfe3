import type { LocationVisibility, PhotoVisibility } from '@vusal/shared/catalog/enums';
import type { CandidateCard } from '@vusal/shared/schemas/discovery';
import type { ProfilePreview } from '@vusal/shared/schemas/profile';
import { toPreview, type Relation } from './profile-view';
import { photoVariant } from './profile-visibility';

/** A row selected with `cardColumns` (members-query-parts.ts). */
export type CardRow = {
  id: string;
  userId: string | null;
  isDemo: boolean;
  verifiedAt: Date | null;
  verificationRequired: boolean;
  fullName: string;
  dateOfBirth: string | null;
  age: number | null;
  city: CandidateCard['city'];
  bio: string | null;
  profilePhoto: string | null;
  additionalPhotos: string[];
  relationshipGoals: CandidateCard['relationshipGoals'];
  locationVisibility: LocationVisibility | null;
  photoVisibility: PhotoVisibility | null;
  familyInvolved: boolean;
};

/**
 * The preview of a card; discovery adds the viewer's compatibility with the member (issue 27).
 * A card is another member's, so its pictures are a member's (`photoVariant`): `relation` says
 * whether the two are matched now, `isRevealed` whether the member revealed their photos to
 * the viewer (the match lists read it with `isRevealedTo`; elsewhere there is no match to
 * reveal in).
 */
export function toCard(
  row: CardRow,
  today: Date,
  relation: Relation,
  isRevealed = false,
): ProfilePreview {
  const variant = photoVariant('member', {
    visibility: row.photoVisibility,
    isMatch: relation === 'match',
    isRevealed,
  });
  // A demo profile has no owner to choose: it shows its city.
  return toPreview(row, today, row.locationVisibility ?? 'city', relation, variant);
}
