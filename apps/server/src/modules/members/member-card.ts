import type { LocationVisibility } from '@vusal/shared/catalog/enums';
import type { CandidateCard } from '@vusal/shared/schemas/discovery';
import { toPreview, type Relation } from './profile-view';

/** A row selected with `cardColumns` (members-query-parts.ts). */
export type CardRow = {
  id: string;
  userId: string | null;
  isDemo: boolean;
  verifiedAt: Date | null;
  fullName: string;
  dateOfBirth: string | null;
  age: number | null;
  city: CandidateCard['city'];
  bio: string | null;
  profilePhoto: string | null;
  relationshipGoals: CandidateCard['relationshipGoals'];
  locationVisibility: LocationVisibility | null;
};

export function toCard(row: CardRow, today: Date, relation: Relation): CandidateCard {
  // A demo profile has no owner to choose: it shows its city.
  return toPreview(row, today, row.locationVisibility ?? 'city', relation);
}
