import {
  chatListSchema,
  chatStateSchema,
  messageSchema,
  messagesPageSchema,
  type ChatList,
  type ChatMessage,
  type ChatReport,
  type ChatState,
  type ChatStateUpdate,
  type ChatTab,
  type MessagesPage,
  type SendMessageBody,
} from '@vusal/shared/schemas/chat';
import { photoRevealSchema, type PhotoReveal } from '@vusal/shared/schemas/likes';
import { z } from '@vusal/shared/zod';
import { apiFetch, apiUpload, type UploadProgress } from '../../../lib/api-client';

const path = (matchId: string, rest = '') => `/api/chats/${encodeURIComponent(matchId)}${rest}`;

/** `GET /api/chats`: one tab of my chats, pinned first, then newest activity. */
export async function getChats(
  tab: ChatTab,
  search: string,
  signal?: AbortSignal,
): Promise<ChatList> {
  const query = new URLSearchParams({ tab });
  if (search) query.set('q', search);
  return chatListSchema.parse(await apiFetch(`/api/chats?${query}`, { signal }));
}

/** `GET …/messages`: the newest page, or with `before` the page older than that message. */
export async function getMessages(
  matchId: string,
  cursor: { before?: string; after?: string } = {},
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const query = new URLSearchParams(cursor);
  const suffix = query.size ? `?${query}` : '';
  return messagesPageSchema.parse(await apiFetch(path(matchId, `/messages${suffix}`), { signal }));
}

/** `PATCH /api/chats/:matchId`: my own pin, archive and hide (S1). */
export async function updateChatState(
  matchId: string,
  update: ChatStateUpdate,
): Promise<ChatState> {
  return chatStateSchema.parse(await apiFetch(path(matchId), { method: 'PATCH', body: update }));
}

/** `POST …/report`: the other member, optionally about one of their messages (S3). */
export async function reportChat(matchId: string, report: ChatReport): Promise<void> {
  await apiFetch(path(matchId, '/report'), { method: 'POST', body: report });
}

/** `POST /api/blocks`: ends the match, so the chat closes for both (S2). */
export async function blockMember(userId: string): Promise<void> {
  await apiFetch('/api/blocks', { method: 'POST', body: { userId } });
}

const sentMessageSchema = z.object({ message: messageSchema });

/**
 * `POST …/messages`: a text whose socket send got no acknowledgement, with the same client id,
 * so the server stores it once whichever path reached it (SECURITY 27).
 */
export async function postMessage(matchId: string, body: SendMessageBody): Promise<ChatMessage> {
  const answer = await apiFetch(path(matchId, '/messages'), { method: 'POST', body });
  return sentMessageSchema.parse(answer).message;
}

/**
 * `POST …/attachments`: the `clientId` goes before the file, so the server knows the message
 * before it reads a byte; a resend of the same id answers the first stored row.
 */
export async function sendAttachment(
  matchId: string,
  clientId: string,
  file: File,
  {
    sendAnyway = false,
    ...options
  }: { onProgress?: UploadProgress; signal?: AbortSignal; sendAnyway?: boolean } = {},
): Promise<ChatMessage> {
  const body = new FormData();
  body.append('clientId', clientId);
  // Decision 021 for the file's name: the member saw "Are you sure?" and sends it anyway.
  if (sendAnyway) body.append('sendAnyway', 'true');
  body.append('file', file, file.name);
  const answer = await apiUpload(path(matchId, '/attachments'), {
    method: 'POST',
    body,
    ...options,
  });
  return sentMessageSchema.parse(answer).message;
}

const revealPath = (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}/photo-reveal`;

/** `GET /api/matches/:id/photo-reveal`: whether I show my photos to this match (issue 38). */
export async function getPhotoReveal(matchId: string, signal?: AbortSignal): Promise<PhotoReveal> {
  return photoRevealSchema.parse(await apiFetch(revealPath(matchId), { signal }));
}

/** `PUT` shows my photos to this match as they are; `DELETE` blurs them again. */
export async function setPhotoReveal(matchId: string, revealed: boolean): Promise<PhotoReveal> {
  return photoRevealSchema.parse(
    await apiFetch(revealPath(matchId), { method: revealed ? 'PUT' : 'DELETE' }),
  );
}
