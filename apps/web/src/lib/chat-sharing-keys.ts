/**
 * Issue 39, item 2: the query keys of the chat-sharing question, shared by the feature and the
 * realtime layer (which refreshes them on `chat-sharing:changed`).
 */
export const chatSharingKeys = {
  all: ['chat-sharing'] as const,
  list: () => [...chatSharingKeys.all, 'list'] as const,
};
