import { useMutation } from '@tanstack/react-query';
import {
  ownProfileSchema,
  type OwnProfile,
  type ProfileUpdateInput,
} from '@vusal/shared/schemas/profile';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshOwnProfile } from './refresh-own-profile';

/** `PATCH /api/profiles/me` with only the fields that changed (the schema refuses any other key). */
export async function updateProfile(changes: ProfileUpdateInput): Promise<OwnProfile> {
  const body = await apiFetch('/api/profiles/me', { method: 'PATCH', body: changes });
  return ownProfileSchema.parse(body).profile;
}

export function useUpdateProfile() {
  const refresh = useRefreshOwnProfile();
  return useMutation({ mutationFn: updateProfile, onSuccess: refresh });
}
