/** Another person's view: `['profile', id]` (the own profile is lib/own-profile.ts). */
export const profileViewQueryKey = (id: string) => ['profile', id] as const;
