import type { ChatListItem } from '@vusal/shared/schemas/chat';
import type { TFunction } from '../../../lib/i18n';

/**
 * The other member's name as the chat shows it: 'Silinmiş istifadəçi' once their account was
 * purged (S8), 'İstifadəçi' for a profile without a name.
 */
export function partnerName(chat: ChatListItem, t: TFunction): string {
  if (!chat.other) return t('chat.deletedUser');
  return chat.other.fullName || t('chat.fallbackName');
}
