import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  fieldAuthorsSchema,
  pendingProposalsSchema,
  type FieldAuthors,
  type PendingProposal,
} from '@vusal/shared/schemas/profile-proposals';
import { apiFetch } from './api-client';

/*
 * Decision 053: what a relative proposed and wrote, read by the member's review list
 * (features/profile-proposals) and by the profile editor (its count and "written by" markers).
 */

export const profileProposalsKey = ['profile-proposals'] as const;

/** `GET /api/profile-proposals`: the proposals waiting for the member, oldest first. */
export async function getPendingProposals(signal?: AbortSignal): Promise<PendingProposal[]> {
  return pendingProposalsSchema.parse(await apiFetch('/api/profile-proposals', { signal })).items;
}

export function pendingProposalsQueryOptions() {
  return queryOptions({
    queryKey: [...profileProposalsKey, 'pending'],
    queryFn: ({ signal }) => getPendingProposals(signal),
    // A member not yet approved is refused (403): an answer, not a failure to retry.
    retry: false,
  });
}

export function usePendingProposals() {
  return useQuery(pendingProposalsQueryOptions());
}

/** `GET /api/profile-proposals/authors`: who wrote each field, while it holds what they wrote. */
export async function getFieldAuthors(signal?: AbortSignal): Promise<FieldAuthors['fields']> {
  return fieldAuthorsSchema.parse(await apiFetch('/api/profile-proposals/authors', { signal }))
    .fields;
}

export function useFieldAuthors() {
  return useQuery({
    queryKey: [...profileProposalsKey, 'authors'],
    queryFn: ({ signal }) => getFieldAuthors(signal),
    retry: false,
  });
}
