import { callLines, type CallLine } from '@vusal/shared/schemas/calls';
import type { MessageKey } from './i18n';

/**
 * Issue 40: the text of a chat line a missed or declined call left (a message of type `call`
 * whose text is a `CallLine`), for the conversation and the chat list alike; null for anything
 * else, which is then not shown as a call.
 */
export function callLineKey(text: string | null): MessageKey | null {
  const line = callLines.find((each): each is CallLine => each === text);
  return line ? `calls.line.${line}` : null;
}
