import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminAuditPageSchema, type AdminAuditPage } from '@vusal/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { staffKeys } from '../../../lib/staff-keys';

export type { AdminAuditEntry } from '@vusal/shared/schemas/admin';

/** `GET /api/admin/audit`: newest first. */
export async function getAudit(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminAuditPage> {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  const query = params.size ? `?${params}` : '';
  return adminAuditPageSchema.parse(await apiFetch(`/api/admin/audit${query}`, { signal }));
}

export function auditQueryOptions() {
  return infiniteQueryOptions({
    queryKey: staffKeys.audit,
    queryFn: ({ pageParam, signal }) => getAudit(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useAudit() {
  return useInfiniteQuery(auditQueryOptions());
}
