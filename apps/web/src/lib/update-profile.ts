import { ownProfileSchema, type OwnProfile } from '@vusal/shared/schemas/profile';
import type { ProfileUpdateInput } from '@vusal/shared/schemas/profile-input';
import { apiFetch } from './api-client';
import { useAppMutation } from './app-mutation';
import { useRefreshOwnProfile } from './own-profile';

/**
 * `PATCH /api/profiles/me` with only the fields that changed: the schema is strict (name, age,
 * birth date and gender are locked once the profile exists). D1: the approval state is kept.
 * Both editors (`profile-editor` and `profiles`' simple form) save through this one hook.
 */
export async function updateProfile(changes: ProfileUpdateInput): Promise<OwnProfile> {
  const body = await apiFetch('/api/profiles/me', { method: 'PATCH', body: changes });
  return ownProfileSchema.parse(body).profile;
}

export function useUpdateProfile() {
  const refresh = useRefreshOwnProfile();
  return useAppMutation({ mutationFn: updateProfile, onSuccess: refresh });
}
