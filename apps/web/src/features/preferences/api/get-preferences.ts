import { queryOptions, useQuery } from '@tanstack/react-query';
import { preferencesSchema, type Preferences } from '@vusal/shared/schemas/preferences';
import { apiFetch } from '../../../lib/api-client';

export type { Preferences } from '@vusal/shared/schemas/preferences';

export const preferencesQueryKey = ['preferences'] as const;

/** `GET /api/preferences`: the saved settings, or the spec's defaults for someone who never saved (S4). */
export async function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return preferencesSchema.parse(await apiFetch('/api/preferences', { signal }));
}

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => getPreferences(signal),
  });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
