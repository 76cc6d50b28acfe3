import { queryOptions, useQuery } from '@tanstack/react-query';
import { relationSchema, type Relation } from '@vusal/shared/schemas/likes';
import { apiFetch } from '../../../lib/api-client';
import { likesKeys } from '../../../lib/likes-keys';

/** `GET /api/relations/:userId`: liked, liked me, and our match (the profile view's buttons). */
export async function getRelation(userId: string, signal?: AbortSignal): Promise<Relation> {
  return relationSchema.parse(
    await apiFetch(`/api/relations/${encodeURIComponent(userId)}`, { signal }),
  );
}

export function relationQueryOptions(userId: string) {
  return queryOptions({
    queryKey: likesKeys.relation(userId),
    queryFn: ({ signal }) => getRelation(userId, signal),
  });
}

export function useRelation(userId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...relationQueryOptions(userId), enabled: options.enabled ?? true });
}
