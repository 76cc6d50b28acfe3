import type { ServerToClientEvents } from '@vusal/shared/events';

/**
 * How services tell members about changes, without knowing about sockets: each call reaches
 * every open page of that member, on whichever node it is connected. Fire and forget: the
 * database is the truth, and a page that missed an event reloads it.
 */
export type Notifier = {
  toUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /**
   * Every open page of every member, on every node: only for rare events a page filters by
   * itself (decision 046), never for anything one member may not learn.
   */
  toEveryone<E extends keyof ServerToClientEvents>(
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Recounts the members' dashboard badges and sends them (`badges:changed`). */
  badgesChanged(...userIds: string[]): void;
  /**
   * False when the member surely has no open page, so an event would reach nobody and the
   * work of building it can be skipped. With several nodes it cannot know, and says true.
   */
  isListening(userId: string): boolean;
  /** Whether the member has a page open on any node (presence, e-mail notices). */
  isOnline(userId: string): Promise<boolean>;
};

/** For a service used without the realtime module (scripts, some tests). */
export const silentNotifier: Notifier = {
  toUser: () => {},
  toEveryone: () => {},
  badgesChanged: () => {},
  isListening: () => false,
  isOnline: async () => false,
};
