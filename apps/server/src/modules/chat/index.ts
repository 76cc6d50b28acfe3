// What other modules compose from chat: the one definition of an unread message (the badges).
export { unreadMessagesOf } from './chat-query-parts';
