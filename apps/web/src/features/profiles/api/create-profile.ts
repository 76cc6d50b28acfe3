import { ownProfileSchema, type OwnProfile } from '@vusal/shared/schemas/profile';
import type { ProfileCreateInput } from '@vusal/shared/schemas/profile-input';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { useRefreshOwnProfile } from '../../../lib/own-profile';

export { profileCreateSchema, type ProfileCreateInput } from '@vusal/shared/schemas/profile-input';

/** `POST /api/profiles/me`: the simple form when no profile exists (201; D1: it starts pending). */
export async function createProfile(input: ProfileCreateInput): Promise<OwnProfile> {
  const body = await apiFetch('/api/profiles/me', { method: 'POST', body: input });
  return ownProfileSchema.parse(body).profile;
}

/** The session's profile status changes ('none' → 'pending'): the shared refresh refetches it. */
export function useCreateProfile() {
  const refresh = useRefreshOwnProfile();
  return useAppMutation({ mutationFn: createProfile, onSuccess: refresh });
}
