import { useQuery } from '@tanstack/react-query';
import {
  followedMembersSchema,
  guardianFeedSchema,
  guardianMatchesSchema,
} from '@vusal/shared/schemas/family';
import { apiFetch } from '../../../lib/api-client';
import { guardianQueryKey } from '../../../lib/query-client';

/** `GET /api/guardian/members`: the members this guardian follows now. */
export function useFollowedMembers() {
  return useQuery({
    queryKey: [guardianQueryKey, 'members'],
    queryFn: async ({ signal }) =>
      followedMembersSchema.parse(await apiFetch('/api/guardian/members', { signal })).members,
  });
}

const memberPath = (memberId: string) => `/api/guardian/members/${encodeURIComponent(memberId)}`;

/** The followed member's matches, as a non-match sees them; only with `seesMatches`. */
export function useMemberMatches(memberId: string, isAllowed: boolean) {
  return useQuery({
    queryKey: [guardianQueryKey, 'members', memberId, 'matches'],
    queryFn: async ({ signal }) =>
      guardianMatchesSchema.parse(await apiFetch(`${memberPath(memberId)}/matches`, { signal }))
        .matches,
    enabled: isAllowed,
  });
}

/** New matches and chat requests; only with `seesNewMatches`. */
export function useMemberFeed(memberId: string, isAllowed: boolean) {
  return useQuery({
    queryKey: [guardianQueryKey, 'members', memberId, 'feed'],
    queryFn: async ({ signal }) =>
      guardianFeedSchema.parse(await apiFetch(`${memberPath(memberId)}/feed`, { signal })).items,
    enabled: isAllowed,
  });
}
