import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { badgesSchema, type BadgeSection, type Badges } from '@vusal/shared/schemas/likes';
import { useEffect } from 'react';
import { apiFetch } from './api-client';
import { likesKeys } from './likes-keys';

/** `GET /api/badges`: new likes, matches and candidates since the last view, kept by the server (S5). */
export async function getBadges(signal?: AbortSignal): Promise<Badges> {
  return badgesSchema.parse(await apiFetch('/api/badges', { signal }));
}

export function badgesQueryOptions() {
  return queryOptions({ queryKey: likesKeys.badges(), queryFn: ({ signal }) => getBadges(signal) });
}

/** The dashboard's counts; the realtime layer replaces them as `badges:changed` arrives. */
export function useBadges() {
  return useQuery(badgesQueryOptions());
}

/** `POST /api/badges/viewed`: the member has looked at these sections; answers the new counts. */
export async function markBadgesViewed(sections: BadgeSection[]): Promise<Badges> {
  return badgesSchema.parse(
    await apiFetch('/api/badges/viewed', { method: 'POST', body: { sections } }),
  );
}

/**
 * Marks sections viewed once when a page opens (the likes screen: likes and matches; explore),
 * so the dashboard's badges count only what is newer. `isReady`: not before the page's list has
 * loaded (the visitors list marks what is new since the last look).
 */
export function useMarkViewedOnOpen(sections: BadgeSection[], isReady = true): void {
  const queryClient = useQueryClient();
  const key = sections.join(',');
  useEffect(() => {
    if (!isReady) return;
    markBadgesViewed(key.split(',') as BadgeSection[]).then(
      (badges) => queryClient.setQueryData(likesKeys.badges(), badges),
      // A badge that stays up is harmless; the next visit marks it again.
      () => undefined,
    );
  }, [key, queryClient, isReady]);
}

/**
 * Where "Likes and matches" opens from a badge: on the matches tab while a new match waits
 * there, else on the likes tab, so the new item is what the member sees first.
 */
export function likesAndMatchesPath(badges: Badges | undefined): string {
  return badges && badges.matches > 0 ? '/likes-and-matches?tab=matches' : '/likes-and-matches';
}
