/**
 * SECURITY 12: all another member may see of a profile before a mutual match, listed here by
 * hand (not read from the schema) so that a field added to the preview fails the tests.
 */
export const PREVIEW_FIELDS = [
  'age',
  'bio',
  'city',
  // Decision 051: the "Family involved" badge, shown before anyone likes.
  'familyInvolved',
  'fullName',
  'isDemo',
  'isVerified',
  'photoUrl',
  'photos',
  'profileId',
  'region',
  'relationshipGoals',
  'userId',
];
