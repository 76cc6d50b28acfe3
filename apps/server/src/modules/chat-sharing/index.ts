// Issue 39, item 2 (decision 051): the question before a guarded member's chat opens, and the
// guardian's read-only copies. The likes module asks the gate; app.ts wires both.
export { createChatSharingModule } from './chat-sharing.module';
export type { ChatGate } from './chat-sharing.service';
