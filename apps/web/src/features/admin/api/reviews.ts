import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminReviewsSchema, type AdminReviews } from '@vusal/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { adminKeys } from './query-keys';

export type { AdminReview } from '@vusal/shared/schemas/admin';

/** `GET /api/admin/reviews`: photos changed after approval, oldest first (decision 029). */
export async function getReviews(signal?: AbortSignal): Promise<AdminReviews> {
  return adminReviewsSchema.parse(await apiFetch('/api/admin/reviews', { signal }));
}

export function useReviews() {
  return useQuery(
    queryOptions({ queryKey: adminKeys.reviews, queryFn: ({ signal }) => getReviews(signal) }),
  );
}

/** `POST /api/admin/reviews/:userId/accept|reject`: a reason with a rejection only. */
export async function decideReview(
  input: { userId: string; accept: true } | { userId: string; accept: false; reason: string },
): Promise<void> {
  const path = `/api/admin/reviews/${encodeURIComponent(input.userId)}`;
  await apiFetch(input.accept ? `${path}/accept` : `${path}/reject`, {
    method: 'POST',
    body: input.accept ? {} : { reason: input.reason },
  });
}

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: decideReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
