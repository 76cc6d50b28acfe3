import { TYPING } from '@vusal/shared/catalog/constants';
import type { Presence } from '@vusal/shared/schemas/chat';
import { createStore } from '../lib/small-store';

/** Who is typing in which chat, and the others' presence: never stored on the server (S7). */
export const typingStore = createStore<ReadonlySet<string>>(new Set());
export const presenceStore = createStore<ReadonlyMap<string, Presence>>(new Map());

const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** The other member types in `matchId`; without news for 4 s the dots go (details.md). */
export function setTyping(matchId: string, isTyping: boolean): void {
  clearTimeout(typingTimers.get(matchId));
  typingTimers.delete(matchId);
  if (isTyping) {
    typingTimers.set(
      matchId,
      setTimeout(() => setTyping(matchId, false), TYPING.remoteExpiryMs),
    );
  }
  typingStore.set((current) => {
    if (current.has(matchId) === isTyping) return current;
    const next = new Set(current);
    if (isTyping) next.add(matchId);
    else next.delete(matchId);
    return next;
  });
}

export function setPresence(presence: Presence): void {
  presenceStore.set((current) => new Map(current).set(presence.userId, presence));
}
