// What other modules compose from chat: the one definition of an unread message (the badges).
export { unreadMessagesOf } from './chat-query-parts';
// Issue 40: calls ring only in an open chat, and a missed or declined call is a chat line.
export { isOpenChatOf, otherOf } from './chat-query-parts';
export { toMessageView } from './chat-view';
