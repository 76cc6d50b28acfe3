import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ownProfileSchema,
  type OwnProfile,
  type ProfileUpdateInput,
} from '@vusal/shared/schemas/profile';
import { apiFetch } from '../../../lib/api-client';
import { ownProfileQueryKey } from '../../../lib/own-profile';
import { sessionQueryKey } from './query-keys';

export { profileUpdateSchema, type ProfileUpdateInput } from '@vusal/shared/schemas/profile';

/**
 * `PATCH /api/profiles/me`: only the editable fields (the schema is strict; name, age, birth
 * date and gender are locked once the profile exists). D1: the approval state is kept.
 */
export async function updateProfile(changes: ProfileUpdateInput): Promise<OwnProfile> {
  const body = await apiFetch('/api/profiles/me', { method: 'PATCH', body: changes });
  return ownProfileSchema.parse(body).profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(ownProfileQueryKey, profile),
    onSettled: () =>
      Promise.all([
        // Every cached profile view: one of them is the person's own.
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}
