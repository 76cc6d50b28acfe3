import type { MatchView } from '@vusal/shared/schemas/likes';
import { useSyncExternalStore } from 'react';

/**
 * The match being celebrated, if any: the like that made it (the liker's answer) and the
 * `match:new` event (both members) each announce it, and the same match shows once. Its consent
 * state follows the answers given in the sheet and the other member's `match:updated`.
 */
let current: MatchView | null = null;
const shown = new Set<string>();
const listeners = new Set<() => void>();

function set(next: MatchView | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Opens the sheet for a new match, unless this match already had its moment in this tab. */
export function showMatchMoment(match: MatchView): void {
  if (shown.has(match.matchId)) return;
  shown.add(match.matchId);
  set(match);
}

/** The match changed (an answer): the open sheet shows its new state. */
export function updateMatchMoment(match: MatchView): void {
  if (current?.matchId === match.matchId) set(match);
}

export function closeMatchMoment(): void {
  set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMatchMoment(): MatchView | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
