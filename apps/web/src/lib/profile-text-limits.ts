import type { ProfileUpdateInput } from '@vusal/shared/schemas/profile-input';

/**
 * The longest text each free-text field takes: the limits of `profileText(n)` in
 * packages/shared/src/schemas (registration.ts, profile-input.ts). The input
 * stops there, so the schema's "too long" is never met by typing. Shared by the member's editor
 * and a relative's proposal form (decision 053).
 */
export const textLimits = {
  bio: 2000,
  aboutPartner: 2000,
  familyPlans: 1000,
  lifestyle: 1000,
  interests: 1000,
  healthLimitations: 500,
  hobbies: 500,
  favoriteMovies: 500,
  biggestDream: 500,
  lastBookRead: 200,
  lastTravelDestination: 200,
  religion: 200,
  education: 200,
  professionalField: 200,
  profession: 200,
  lifeMotto: 200,
} as const satisfies Partial<Record<keyof ProfileUpdateInput, number>>;

export type TextField = keyof typeof textLimits;
