import type { MarriageDetails } from '@vusal/shared/schemas/profile';
import type { Profile as ProfileRow } from '../../db/schema';

/**
 * Who the viewer is to the owner of a profile, as far as the marriage details go (decision 052):
 * - `owner`: the member themself;
 * - `match`: a member with a standing mutual match with the owner;
 * - `guardian_of_match`: a guardian whose member has a standing match with the owner, and who
 *   was let see that member's matches (the guardian routes ask `createGuardianAccess` first);
 * - `guardian_of_owner`: a guardian of the owner themself (proposals of edits read the member's
 *   own profile through their own route);
 * - `staff`: a moderator or an admin at work (approval, reports): they do not need them;
 * - `other`: anyone else who may see the profile at all.
 */
export type DetailsViewer =
  'owner' | 'match' | 'guardian_of_match' | 'guardian_of_owner' | 'staff' | 'other';

type DetailsRow = Pick<ProfileRow, 'religiousPractice' | 'nikahExpectation' | 'familyRegion'>;

/**
 * Issue 39, item 5: the one rule deciding who reads a member's marriage details. Hidden until a
 * match: every serializer that shows a profile asks this, and everything else (cards, browse,
 * explore, likes, visitors, mails, pushes) never reads the columns at all. Null, not an object
 * of nulls, for whoever may not see them, so nobody learns whether they were answered.
 */
export function marriageDetailsFor(row: DetailsRow, viewer: DetailsViewer): MarriageDetails | null {
  switch (viewer) {
    case 'owner':
    case 'match':
    case 'guardian_of_match':
    case 'guardian_of_owner':
      return {
        religiousPractice: row.religiousPractice,
        nikahExpectation: row.nikahExpectation,
        familyRegion: row.familyRegion,
      };
    case 'staff':
    case 'other':
      return null;
  }
}
