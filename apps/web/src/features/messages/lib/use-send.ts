import { useQueryClient } from '@tanstack/react-query';
import { CHAT_ATTACHMENT } from '@vusal/shared/catalog/constants';
import { useCallback } from 'react';
import { useAdminMode } from '../../../lib/admin-mode';
import { ApiError } from '../../../lib/api-client';
import { nothingSentToast, useSimulatedToast } from '../../../lib/app-mutation';
import type { MessageKey } from '../../../lib/i18n';
import { connectSocket } from '../../../lib/socket';
import { sendAttachment } from '../api/chat-api';
import { receiveMessages } from './chat-cache';
import { addPending, pendingStore, removePending, updatePending } from './pending';
import { ACK_TIMEOUT_MS, MessageRefusedError, sendUntilAcknowledged } from './send-message';

/** details.md section 3: what the attachment control accepts, checked again by the server. */
export function attachmentProblem(file: File): MessageKey | null {
  if (!(CHAT_ATTACHMENT.mimeTypes as readonly string[]).includes(file.type)) return 'chat.fileType';
  if (file.size > CHAT_ATTACHMENT.maxBytes) return 'chat.fileTooLarge';
  return null;
}

/** A message the member just sent, before the server has it. */
const fresh = (clientId: string, matchId: string) => ({
  clientId,
  matchId,
  createdAt: new Date().toISOString(),
  status: 'sending' as const,
});

/** The server's reason for a refusal, if it gave one. */
function reasonOf(error: unknown): MessageKey | undefined {
  if (error instanceof MessageRefusedError) return `errors.${error.code}`;
  if (error instanceof ApiError) return `errors.${error.code}`;
  return undefined;
}

/**
 * Sending a text or a file: shown at once as pending, stored once by its client id, replaced by
 * the stored row when acknowledged. A failure keeps the message with its reason, Retry and
 * Discard (decision 016); nothing the member wrote is lost. Admin preview shows a text as sent and sends
 * nothing.
 */
export function useSend(matchId: string, myId: string) {
  const queryClient = useQueryClient();
  const simulated = useSimulatedToast();
  const { isOn: isPreview } = useAdminMode();

  const deliverText = useCallback(
    async (clientId: string, text: string) => {
      updatePending(clientId, { status: 'sending', error: undefined });
      try {
        const socket = await connectSocket();
        const message = await sendUntilAcknowledged(() =>
          socket.timeout(ACK_TIMEOUT_MS).emitWithAck('message:send', { matchId, clientId, text }),
        );
        receiveMessages(queryClient, matchId, [message], { myId, isOpen: true });
      } catch (error) {
        updatePending(clientId, { status: 'failed', error: reasonOf(error) ?? 'chat.sendFailed' });
      }
    },
    [matchId, myId, queryClient],
  );

  const deliverFile = useCallback(
    async (clientId: string, file: File) => {
      const controller = new AbortController();
      updatePending(clientId, {
        status: 'sending',
        error: undefined,
        progress: 0,
        cancel: () => {
          controller.abort();
          removePending(clientId);
        },
      });
      try {
        const message = await sendAttachment(matchId, clientId, file, {
          signal: controller.signal,
          onProgress: (progress) => updatePending(clientId, { progress }),
        });
        receiveMessages(queryClient, matchId, [message], { myId, isOpen: true });
      } catch (error) {
        if (controller.signal.aborted) return;
        updatePending(clientId, { status: 'failed', error: reasonOf(error) });
      }
    },
    [matchId, myId, queryClient],
  );

  const sendText = useCallback(
    (text: string) => {
      const clientId = crypto.randomUUID();
      if (isPreview) {
        const now = new Date().toISOString();
        const message = { id: clientId, matchId, clientId, senderId: myId, type: 'text' as const };
        receiveMessages(
          queryClient,
          matchId,
          [{ ...message, text, attachment: null, createdAt: now, deliveredAt: null, readAt: null }],
          { myId, isOpen: true },
        );
        simulated(nothingSentToast);
        return;
      }
      addPending({ ...fresh(clientId, matchId), kind: 'text', text });
      void deliverText(clientId, text);
    },
    [deliverText, isPreview, matchId, myId, queryClient, simulated],
  );

  const sendFile = useCallback(
    (file: File) => {
      if (isPreview) {
        simulated(nothingSentToast);
        return;
      }
      const clientId = crypto.randomUUID();
      const cancel = () => removePending(clientId);
      addPending({ ...fresh(clientId, matchId), kind: 'file', file, progress: 0, cancel });
      void deliverFile(clientId, file);
    },
    [deliverFile, isPreview, matchId, simulated],
  );

  /** Sends a failed message again with the same client id: still stored at most once. */
  const retry = useCallback(
    (clientId: string) => {
      const pending = pendingStore.get().find((message) => message.clientId === clientId);
      if (!pending) return;
      if (pending.kind === 'text') void deliverText(clientId, pending.text);
      else void deliverFile(clientId, pending.file);
    },
    [deliverFile, deliverText],
  );

  return { sendText, sendFile, retry, discard: removePending };
}
