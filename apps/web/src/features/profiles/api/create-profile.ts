import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ownProfileSchema,
  type OwnProfile,
  type ProfileCreateInput,
} from '@vusal/shared/schemas/profile';
import { apiFetch } from '../../../lib/api-client';
import { ownProfileQueryKey } from '../../../lib/own-profile';
import { sessionQueryKey } from './query-keys';

export { profileCreateSchema, type ProfileCreateInput } from '@vusal/shared/schemas/profile';

/** `POST /api/profiles/me`: the simple form when no profile exists (201; D1: it starts pending). */
export async function createProfile(input: ProfileCreateInput): Promise<OwnProfile> {
  const body = await apiFetch('/api/profiles/me', { method: 'POST', body: input });
  return ownProfileSchema.parse(body).profile;
}

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: (profile) => queryClient.setQueryData(ownProfileQueryKey, profile),
    // The session carries the profile status ('none' → 'pending') and the name.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}
