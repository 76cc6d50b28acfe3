import type { ActionLimits } from '../discovery/action-limit';

/**
 * SECURITY 31 for socket events: a fixed window per member and kind, in this node's memory.
 * A member's sockets usually share one node (sticky sessions); on several nodes each counts
 * its own share, which still bounds what one member can push through.
 */
export type EventLimit = (userId: string) => boolean;

export function eventLimit(limits: ActionLimits, now: () => number = Date.now): EventLimit {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (userId) => {
    const at = now();
    const window = windows.get(userId);
    if (!window || at - window.startedAt >= limits.windowMs) {
      // Forget ended windows as we go, so idle members cost nothing.
      if (windows.size > 10_000) {
        for (const [key, value] of windows) {
          if (at - value.startedAt >= limits.windowMs) windows.delete(key);
        }
      }
      windows.set(userId, { startedAt: at, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= limits.max;
  };
}

export type ChatLimits = { messages: ActionLimits; typing: ActionLimits; presence: ActionLimits };

export const defaultChatLimits: ChatLimits = {
  messages: { max: 30, windowMs: 10_000 },
  typing: { max: 20, windowMs: 10_000 },
  presence: { max: 60, windowMs: 60_000 },
};
