import type { MatchView } from '@vusal/shared/schemas/likes';

/** Consent buttons show only while my own answer is missing (product.md section 4; D14). */
export function canAnswer(match: Pick<MatchView, 'myAnswer' | 'chatOpen'>): boolean {
  return match.myAnswer === null && !match.chatOpen;
}

/**
 * What 'Söhbət başlat' does: open the chat when both said yes; ask for consent while mine is
 * missing (D14); tell me we wait for the other side after my yes; nothing once anyone said no.
 */
export function startChatAction(
  match: Pick<MatchView, 'myAnswer' | 'otherAnswer' | 'chatOpen'>,
): 'open' | 'ask' | 'wait' | 'none' {
  if (match.chatOpen) return 'open';
  if (match.myAnswer === false || match.otherAnswer === false) return 'none';
  if (match.myAnswer === null) return 'ask';
  return 'wait';
}
