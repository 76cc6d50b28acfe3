import type { LocationVisibility } from '@vusal/shared/catalog/enums';
import type { CandidateCard } from '@vusal/shared/schemas/discovery';
import type { ProfilePreview } from '@vusal/shared/schemas/profile';
import { toPreview, type Relation } from './profile-view';

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
};

/** The preview of a card; discovery adds the viewer's compatibility with the member (issue 27). */
export function toCard(row: CardRow, today: Date, relation: Relation): ProfilePreview {
  // A demo profile has no owner to choose: it shows its city.
  return toPreview(row, today, row.locationVisibility ?? 'city', relation);
}
