import { useQueryClient } from '@tanstack/react-query';
import { chatSharingStateSchema, type ChatSharingState } from '@vusal/shared/schemas/chat-sharing';
import { apiFetch } from '../../../lib/api-client';
import { nothingSentToast, useAppMutation } from '../../../lib/app-mutation';
import { chatSharingKeys } from '../../../lib/chat-sharing-keys';
import { refreshAfterMatchChange } from '../../../lib/match-cache';

type Answer = { matchId: string; accept: boolean };

/** `POST /api/chat-sharing/:matchId/answer`: accept or decline the other member's family reading. */
export async function answerChatSharing({ matchId, accept }: Answer): Promise<ChatSharingState> {
  return chatSharingStateSchema.parse(
    await apiFetch(`/api/chat-sharing/${encodeURIComponent(matchId)}/answer`, {
      method: 'POST',
      body: { accept },
    }),
  );
}

export function useAnswerChatSharing() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: answerChatSharing,
    simulatedToast: nothingSentToast,
    onSuccess: () => {
      // The chat may have opened: the matches and the chat list read it again.
      void queryClient.invalidateQueries({ queryKey: chatSharingKeys.all });
      refreshAfterMatchChange(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['chats'] });
    },
  });
}
