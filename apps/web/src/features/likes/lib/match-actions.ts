import type { MatchView } from '@vusal/shared/schemas/likes';

type ConsentState = Pick<MatchView, 'myAnswer' | 'otherAnswer' | 'chatOpen'>;

/**
 * What a match offers: the chat when both said yes; the consent question while mine is missing
 * and nobody said no (D14); a disabled "Waiting for …" after my yes; nothing once anyone said no
 * (the server refuses a late answer with CHAT_DECLINED).
 */
export function startChatAction(match: ConsentState): 'open' | 'ask' | 'wait' | 'none' {
  if (match.chatOpen) return 'open';
  if (match.myAnswer === false || match.otherAnswer === false) return 'none';
  if (match.myAnswer === null) return 'ask';
  return 'wait';
}
