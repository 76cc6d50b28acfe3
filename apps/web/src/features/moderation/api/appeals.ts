import type { AppealStatus } from '@vusal/shared/catalog/enums';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAppealSchema,
  adminAppealsPageSchema,
  type AdminAppeal,
  type AdminAppealsPage,
  type AppealDecisionInput,
} from '@vusal/shared/schemas/admin-decisions';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { staffKeys } from '../../../lib/staff-keys';

export type { AdminAppeal } from '@vusal/shared/schemas/admin-decisions';
/** An appeal as the queue lists it, with how long it has waited. */
export type AdminAppealItem = AdminAppealsPage['items'][number];

/** `GET /api/admin/appeals`: the open queue oldest first, answered appeals newest first. */
export async function getAppeals(
  status: AppealStatus,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminAppealsPage> {
  const params = new URLSearchParams({ status });
  if (cursor) params.set('cursor', cursor);
  return adminAppealsPageSchema.parse(await apiFetch(`/api/admin/appeals?${params}`, { signal }));
}

export function useAppeals(status: AppealStatus) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: staffKeys.appealList(status),
      queryFn: ({ pageParam, signal }) => getAppeals(status, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
}

/** `POST /api/admin/appeals/:id/decision`: lift or keep, once (409 `CONFLICT` after). */
export async function decideAppeal(input: {
  id: string;
  decision: AppealDecisionInput;
}): Promise<AdminAppeal> {
  const body = await apiFetch(`/api/admin/appeals/${encodeURIComponent(input.id)}/decision`, {
    method: 'POST',
    body: input.decision,
  });
  return adminAppealSchema.parse(body);
}

export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: decideAppeal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
