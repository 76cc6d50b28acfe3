/** Another person's view: `['profile', id]` (the own profile is lib/own-profile.ts). */
export const profileViewQueryKey = (id: string) => ['profile', id] as const;

/**
 * The session query of the auth feature. Features do not import each other, so its key is
 * named here: a new or changed profile changes the session's profile status and name.
 */
export const sessionQueryKey = ['session'] as const;
