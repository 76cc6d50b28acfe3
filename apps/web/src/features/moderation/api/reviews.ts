import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminReviewsSchema, type AdminReviews } from '@vusal/shared/schemas/admin-decisions';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { staffKeys } from '../../../lib/staff-keys';

export type { AdminReview } from '@vusal/shared/schemas/admin-decisions';

/** `GET /api/admin/reviews`: photos added after approval, oldest first (decisions 029, 037). */
export async function getReviews(signal?: AbortSignal): Promise<AdminReviews> {
  return adminReviewsSchema.parse(await apiFetch('/api/admin/reviews', { signal }));
}

export function useReviews() {
  return useQuery(
    queryOptions({ queryKey: staffKeys.reviews, queryFn: ({ signal }) => getReviews(signal) }),
  );
}

/** `POST /api/admin/reviews/:photoId/accept|reject`: a reason with a rejection only. */
export async function decideReview(
  input: { photoId: string; accept: true } | { photoId: string; accept: false; reason: string },
): Promise<void> {
  const path = `/api/admin/reviews/${encodeURIComponent(input.photoId)}`;
  await apiFetch(input.accept ? `${path}/accept` : `${path}/reject`, {
    method: 'POST',
    body: input.accept ? {} : { reason: input.reason },
  });
}

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: decideReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
