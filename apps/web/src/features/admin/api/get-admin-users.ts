import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminUsersPageSchema, type AdminUsersPage } from '@vusal/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { staffKeys, type AdminUsersFilter } from '../../../lib/staff-keys';

export type { AdminUser, AdminUsersPage } from '@vusal/shared/schemas/admin';

/** `GET /api/admin/users`: one keyset page; `total` is counted on the first page only. */
export async function getAdminUsers(
  filter: AdminUsersFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminUsersPage> {
  const params = new URLSearchParams({ status: filter.status, sort: filter.sort });
  if (filter.search) params.set('search', filter.search);
  if (cursor) params.set('cursor', cursor);
  return adminUsersPageSchema.parse(await apiFetch(`/api/admin/users?${params}`, { signal }));
}

export function adminUsersQueryOptions(filter: AdminUsersFilter) {
  return infiniteQueryOptions({
    queryKey: staffKeys.userList(filter),
    queryFn: ({ pageParam, signal }) => getAdminUsers(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The users table; while a new search loads, the previous rows stay on screen. */
export function useAdminUsers(filter: AdminUsersFilter) {
  return useInfiniteQuery({ ...adminUsersQueryOptions(filter), placeholderData: keepPreviousData });
}
