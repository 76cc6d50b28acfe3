import type { ClientAnswer, ClientPayload, ClientPayloadEvent } from '@vusal/shared/events';
import type { Preview } from './preview-state';
import { sentInPreview } from './sample-chats';

/**
 * The socket's answers in admin preview, where there is no connection: a text sent to the
 * sample chat comes back as stored and sent (never delivered or read: nobody is there), a
 * catch-up finds nothing new, and the rest is refused as the server refuses a chat it does
 * not know.
 */
export function answerSocketInPreview<E extends ClientPayloadEvent>(
  event: E,
  payload: ClientPayload<E>,
  preview: Preview,
): Promise<ClientAnswer<E>> {
  return Promise.resolve(answer(event, payload, preview) as ClientAnswer<E>);
}

function answer<E extends ClientPayloadEvent>(
  event: E,
  payload: ClientPayload<E>,
  preview: Preview,
): ClientAnswer<ClientPayloadEvent> {
  if (event === 'message:send') {
    const { matchId, clientId, text } = payload as ClientPayload<'message:send'>;
    const message = sentInPreview({ matchId, clientId, senderId: preview.userId }, { text });
    return { ok: true, data: { message } };
  }
  if (event === 'chat:sync') return { ok: true, data: { messages: [], hasMore: false } };
  return { ok: false, error: { code: 'NOT_FOUND', message: 'errors.NOT_FOUND' } };
}
