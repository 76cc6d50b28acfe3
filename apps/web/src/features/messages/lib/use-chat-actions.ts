import { useQueryClient } from '@tanstack/react-query';
import type { ChatListItem, ChatStateUpdate } from '@vusal/shared/schemas/chat';
import type { ReportChoice } from '../../../components/report/report-dialog';
import { toast } from '../../../lib/toast';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';
import { refreshAfterMatchChange } from '../../../lib/match-cache';
import type { MessageKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { chatKeys } from '../api/chat-keys';
import { blockMember, reportChat, updateChatState } from '../api/chat-api';
import { dropChat, patchChat } from './chat-cache';

type StateChange = { chat: ChatListItem; update: ChatStateUpdate; toastKey: MessageKey };

/** Chats this page is blocking: their `match:removed` is the member's own doing, not news. */
const blockedHere = new Set<string>();
export const isBlockedHere = (matchId: string): boolean => blockedHere.has(matchId);

/**
 * The list's actions (S1, S2, S3), stored on the server for this member only. Pin and archive
 * change the list at once and roll back if the server refuses; hide, block and report wait for
 * the answer, since they cannot be undone from here.
 */
export function useChatActions({
  onBlocked,
}: {
  /** The chat the block ended, told even when the menu that asked is gone by then. */
  onBlocked?: (matchId: string) => void;
} = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  const changeState = useAppMutation({
    simulatedToast: nothingSentToast,
    mutationFn: ({ chat, update }: StateChange) => updateChatState(chat.matchId, update),
    onMutate: async ({ chat, update }) => {
      await queryClient.cancelQueries({ queryKey: chatKeys.lists() });
      const { isHidden, ...visible } = update;
      if (isHidden) dropChat(queryClient, chat.matchId);
      else patchChat(queryClient, chat.matchId, visible);
    },
    onSuccess: (_, { toastKey }) => toast.success(t(toastKey)),
    onError: () => toast.error(t('chat.errorTitle')),
    // Archive moves a chat between tabs: both load again from the server, the truth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.lists() }),
  });

  const block = useAppMutation({
    simulatedToast: nothingSentToast,
    mutationFn: (chat: ChatListItem) => blockMember(chat.other!.userId!),
    onMutate: (chat) => {
      blockedHere.add(chat.matchId);
    },
    onError: (_, chat) => {
      blockedHere.delete(chat.matchId);
    },
    onSuccess: (_, chat) => {
      onBlocked?.(chat.matchId);
      dropChat(queryClient, chat.matchId);
      refreshAfterMatchChange(queryClient);
      toast.success(t('chat.blocked'));
    },
  });

  const report = useAppMutation({
    simulatedToast: nothingSentToast,
    mutationFn: ({
      chat,
      choice,
      messageId,
    }: {
      chat: ChatListItem;
      choice: ReportChoice;
      /** One of the other member's messages: marked in what the moderators see (issue 24). */
      messageId?: string;
    }) => reportChat(chat.matchId, { ...choice, messageId }),
    onSuccess: () => toast.success(t('chat.reported')),
  });

  return { changeState, block, report };
}
