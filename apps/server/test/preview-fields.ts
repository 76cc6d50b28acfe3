/**
 * SECURITY 12: all another member may see of a profile before a mutual match, listed here by
 * hand (not read from the schema) so that a field added to the preview fails the tests.
 */
export const PREVIEW_FIELDS = [
  'age',
  'bio',
  'city',
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
