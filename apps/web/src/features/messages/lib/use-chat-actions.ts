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

  /** The chat a block ended leaves the list; its `match:removed` is not news here. */
  const blocking = {
    start: (chat: ChatListItem) => {
      blockedHere.add(chat.matchId);
    },
    failed: (chat: ChatListItem) => {
      blockedHere.delete(chat.matchId);
    },
    done: (chat: ChatListItem) => {
      onBlocked?.(chat.matchId);
      dropChat(queryClient, chat.matchId);
      refreshAfterMatchChange(queryClient);
    },
  };

  const block = useAppMutation({
    simulatedToast: nothingSentToast,
    mutationFn: (chat: ChatListItem) => blockMember(chat.other!.userId!),
    onMutate: blocking.start,
    onError: (_, chat) => blocking.failed(chat),
    onSuccess: (_, chat) => {
      blocking.done(chat);
      toast.success(t('chat.blocked'));
    },
  });

  type Report = {
    chat: ChatListItem;
    choice: ReportChoice;
    /** One of the other member's messages: marked in what the moderators see (issue 24). */
    messageId?: string;
    /** Issue 37, item 6: "also report" from the block question; the report blocks too. */
    alsoBlocks?: boolean;
  };
  const report = useAppMutation({
    simulatedToast: nothingSentToast,
    mutationFn: ({ chat, choice, messageId, alsoBlocks = false }: Report) =>
      reportChat(chat.matchId, { ...choice, messageId, block: alsoBlocks }),
    onMutate: ({ chat, alsoBlocks }) => {
      if (alsoBlocks) blocking.start(chat);
    },
    onError: (_, { chat, alsoBlocks }) => {
      if (alsoBlocks) blocking.failed(chat);
    },
    onSuccess: (_, { chat, alsoBlocks }) => {
      if (!alsoBlocks) {
        toast.success(t('chat.reported'));
        return;
      }
      blocking.done(chat);
      toast.success(t('safety.block.reportedAndBlocked'));
    },
  });

  return { changeState, block, report };
}
