import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  contactMessageDetailSchema,
  contactMessageSchema,
  contactMessagesPageSchema,
  type AdminReportStatus,
  type ContactMessage,
  type ContactMessageDetail,
  type ContactMessagesPage,
} from '@vusal/shared/schemas/admin';
import type { ReportDecisionInput } from '@vusal/shared/schemas/admin-decisions';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { staffKeys } from '../../../lib/staff-keys';

export type { ContactMessage, MarkedContextMessage } from '@vusal/shared/schemas/admin';

const base = '/api/moderation/contact-messages';

/**
 * `GET /api/moderation/contact-messages` (decision 021, issue 34 item 4): the open ones oldest
 * first, decided ones newest first.
 */
export async function getMarkedMessages(
  status: AdminReportStatus,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ContactMessagesPage> {
  const params = new URLSearchParams({ status });
  if (cursor) params.set('cursor', cursor);
  return contactMessagesPageSchema.parse(await apiFetch(`${base}?${params}`, { signal }));
}

export function useMarkedMessages(status: AdminReportStatus) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: staffKeys.markedMessageList(status),
      queryFn: ({ pageParam, signal }) => getMarkedMessages(status, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
}

/** `GET /api/moderation/contact-messages/:id`: the message with its chat around it. */
export async function getMarkedMessage(
  id: string,
  signal?: AbortSignal,
): Promise<ContactMessageDetail> {
  return contactMessageDetailSchema.parse(
    await apiFetch(`${base}/${encodeURIComponent(id)}`, { signal }),
  );
}

export function useMarkedMessage(id: string) {
  return useQuery(
    queryOptions({
      queryKey: staffKeys.markedMessage(id),
      queryFn: ({ signal }) => getMarkedMessage(id, signal),
    }),
  );
}

/**
 * `POST /api/moderation/contact-messages/:id/decision`: the decisions of a report, on the
 * sender. 409 `CONFLICT` when decided already, 409 `ADMIN_SELF_LOCKOUT` on one's own message.
 */
export async function decideMarkedMessage(input: {
  id: string;
  decision: ReportDecisionInput;
}): Promise<ContactMessage> {
  const body = await apiFetch(`${base}/${encodeURIComponent(input.id)}/decision`, {
    method: 'POST',
    body: input.decision,
  });
  return contactMessageSchema.parse(body);
}

/** A decision changes the queues, their counts, the users table and the audit log: all refetch. */
export function useDecideMarkedMessage() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: decideMarkedMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
