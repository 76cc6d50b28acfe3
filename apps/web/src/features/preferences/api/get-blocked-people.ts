import { queryOptions, useQuery } from '@tanstack/react-query';
import { blocksListSchema, type BlockedPerson } from '@vusal/shared/schemas/likes';
import { apiFetch } from '../../../lib/api-client';

export type { BlockedPerson } from '@vusal/shared/schemas/likes';

/** `GET /api/blocks`: the people the member blocked, newest first (issue 24, item 6). */
export async function getBlockedPeople(signal?: AbortSignal): Promise<BlockedPerson[]> {
  return blocksListSchema.parse(await apiFetch('/api/blocks', { signal })).items;
}

export const blocksKey = ['blocks'] as const;

/** Always read again on opening: blocking happens on other pages, which do not know this key. */
export function blockedPeopleQueryOptions() {
  return queryOptions({
    queryKey: blocksKey,
    queryFn: ({ signal }) => getBlockedPeople(signal),
    staleTime: 0,
  });
}

export function useBlockedPeople() {
  return useQuery(blockedPeopleQueryOptions());
}
