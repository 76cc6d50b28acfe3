import { useQueryClient } from '@tanstack/react-query';
import { preferencesSchema, type Preferences } from '@vusal/shared/schemas/preferences';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { discoveryKeys } from '../../../lib/discovery-keys';
import { preferencesQueryKey } from './get-preferences';

export { preferencesSchema } from '@vusal/shared/schemas/preferences';

/** `PUT /api/preferences`: the whole set; 400 with `validation.minAgeAboveMax` when min > max. */
export async function savePreferences(preferences: Preferences): Promise<Preferences> {
  const body = await apiFetch('/api/preferences', { method: 'PUT', body: preferences });
  return preferencesSchema.parse(body);
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQueryKey, saved);
      // Browse and explore are filtered by the saved preferences (S4): read them again.
      void queryClient.invalidateQueries({ queryKey: discoveryKeys.all });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: preferencesQueryKey }),
  });
}
