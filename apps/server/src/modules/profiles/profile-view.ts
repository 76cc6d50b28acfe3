import type { FullProfile, ProfilePreview } from '@vusal/shared/schemas/profile';
import { ageOn } from '@vusal/shared/schemas/age';
import type { ProfileRow } from './profiles.repository';

/** Photos are served by the app after its checks; `v` changes with the photo so caches follow. */
export function photoUrl(row: Pick<ProfileRow, 'id' | 'profilePhoto'>): string | null {
  if (!row.profilePhoto) return null;
  return `/api/photos/${row.id}?v=${row.profilePhoto.slice(-12, -4)}`;
}

/** Age from the birth date when known (it is the truth), else the age the simple form recorded. */
export function ageOf(row: Pick<ProfileRow, 'dateOfBirth' | 'age'>, today: Date): number | null {
  return row.dateOfBirth ? ageOn(row.dateOfBirth, today) : row.age;
}

export function toFullProfile(row: ProfileRow, today: Date): FullProfile {
  return {
    ...row,
    profileId: row.id,
    age: ageOf(row, today),
    photoUrl: photoUrl(row),
  };
}

/** SECURITY 12: before a mutual match, only these. */
export function toPreview(row: ProfileRow, today: Date): ProfilePreview {
  return {
    userId: row.userId,
    profileId: row.id,
    isDemo: row.isDemo,
    fullName: row.fullName,
    age: ageOf(row, today),
    city: row.city,
    bio: row.bio,
    photoUrl: photoUrl(row),
    relationshipGoals: row.relationshipGoals.slice(0, 1),
  };
}

export function isVisibleToOthers(
  row: Pick<ProfileRow, 'isApproved' | 'isActive' | 'deletedAt'>,
): boolean {
  return row.isApproved && row.isActive && !row.deletedAt;
}
