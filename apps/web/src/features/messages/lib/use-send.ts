import { useQueryClient } from '@tanstack/react-query';
import { CHAT_ATTACHMENT } from '@vusal/shared/catalog/constants';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { MessageKey } from '../../../lib/i18n';
import { request } from '../../../lib/socket';
import { postMessage, sendAttachment } from '../api/chat-api';
import { receiveMessages } from './chat-cache';
import { addPending, pendingStore, removePending, updatePending } from './pending';
import {
  ACK_TIMEOUT_MS,
  MessageRefusedError,
  sendUntilAcknowledged,
  withHttpFallback,
} from './send-message';

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
 * Discard (decision 016); nothing the member wrote is lost.
 */
export function useSend(matchId: string, myId: string) {
  const queryClient = useQueryClient();

  const deliverText = useCallback(
    async (clientId: string, text: string, sendAnyway = false) => {
      updatePending(clientId, { status: 'sending', error: undefined });
      const body = { clientId, text, ...(sendAnyway ? { sendAnyway } : {}) };
      try {
        const message = await sendUntilAcknowledged(
          withHttpFallback(
            () => request('message:send', { matchId, ...body }, { timeoutMs: ACK_TIMEOUT_MS }),
            () => postMessage(matchId, body),
          ),
        );
        receiveMessages(queryClient, matchId, [message], { myId, isOpen: true });
      } catch (error) {
        if (error instanceof MessageRefusedError && error.code === 'CONTACT_DETAILS_UNCONFIRMED')
          updatePending(clientId, { status: 'confirm' });
        else
          updatePending(clientId, {
            status: 'failed',
            error: reasonOf(error) ?? 'chat.sendFailed',
          });
      }
    },
    [matchId, myId, queryClient],
  );

  const deliverFile = useCallback(
    async (clientId: string, file: File, sendAnyway = false) => {
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
          sendAnyway,
          signal: controller.signal,
          onProgress: (progress) => updatePending(clientId, { progress }),
        });
        receiveMessages(queryClient, matchId, [message], { myId, isOpen: true });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.code === 'CONTACT_DETAILS_UNCONFIRMED')
          updatePending(clientId, { status: 'confirm' });
        else updatePending(clientId, { status: 'failed', error: reasonOf(error) });
      }
    },
    [matchId, myId, queryClient],
  );

  const sendText = useCallback(
    (text: string) => {
      const clientId = crypto.randomUUID();
      addPending({ ...fresh(clientId, matchId), kind: 'text', text });
      void deliverText(clientId, text);
    },
    [deliverText, matchId],
  );

  const sendFile = useCallback(
    (file: File) => {
      const clientId = crypto.randomUUID();
      const cancel = () => removePending(clientId);
      addPending({ ...fresh(clientId, matchId), kind: 'file', file, progress: 0, cancel });
      void deliverFile(clientId, file);
    },
    [deliverFile, matchId],
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

  /** The sender saw "Are you sure?" about contact details and sends the message as it was. */
  const sendAnyway = useCallback(
    (clientId: string) => {
      const pending = pendingStore.get().find((message) => message.clientId === clientId);
      if (pending?.kind === 'text') void deliverText(clientId, pending.text, true);
      else if (pending?.kind === 'file') void deliverFile(clientId, pending.file, true);
    },
    [deliverFile, deliverText],
  );

  return { sendText, sendFile, retry, sendAnyway, discard: removePending };
}
