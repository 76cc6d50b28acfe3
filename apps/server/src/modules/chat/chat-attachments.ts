import type { ChatMessage } from '@vusal/shared/schemas/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { Match, Message } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { StoredObject } from '../../infra/storage/storage.types';
import type { MediaService, StoredUpload } from '../media';
import { chatAttachmentPolicy } from '../media';
import type { ChatRepository } from './chat.repository';
import type { ChatService } from './chat.service';
import { toMessageView } from './chat-view';

type Dependencies = {
  chat: ChatRepository;
  service: ChatService;
  media: MediaService;
  log: FastifyBaseLogger;
};

/**
 * Attachments are messages of type `image` or `file` with their file's columns (issue 10,
 * item 3): the type is decided by the bytes, images are re-encoded without metadata, PDFs kept
 * as they are and only ever downloaded; the same once-per-client-id rule as text (SECURITY 27).
 */
export function createChatAttachments({ chat, service, media, log }: Dependencies) {
  return {
    async send(
      userId: string,
      matchId: string,
      clientId: string,
      file: AsyncIterable<Uint8Array>,
      fileName: string | undefined,
    ): Promise<{ message: ChatMessage; isNew: boolean }> {
      await service.assertMayWrite(userId, matchId);
      await service.openChat(userId, matchId);
      const earlier = await chat.messageByClientId(matchId, clientId);
      if (earlier && earlier.senderId === userId) {
        return { message: toMessageView(earlier, false), isNew: false };
      }
      if (earlier) throw new AppError('CONFLICT');
      const upload: StoredUpload = await media.store(file, chatAttachmentPolicy, fileName);
      let stored: { row: Message; isNew: boolean; match: Match };
      try {
        stored = await chat.transaction(async (tx) => {
          const match = await tx.lockOpenChat(matchId, userId);
          if (!match) throw new AppError('CHAT_NOT_FOUND');
          const existing = await tx.messageByClientId(matchId, clientId);
          if (existing) return { row: existing, isNew: false, match };
          const row = await tx.insertMessage({
            matchId,
            senderId: userId,
            clientId,
            type: upload.mime === 'application/pdf' ? 'file' : 'image',
            attachmentKey: upload.key,
            attachmentName: upload.fileName,
            attachmentMime: upload.mime,
            attachmentSize: upload.size,
            attachmentWidth: upload.width,
            attachmentHeight: upload.height,
          });
          await tx.unhide(matchId);
          return { row, isNew: true, match };
        });
      } catch (error) {
        await media.remove(upload);
        if (!(error instanceof AppError)) log.error({ err: error }, 'attachment not stored');
        throw error instanceof AppError ? error : new AppError('MESSAGE_NOT_SENT');
      }
      if (!stored.isNew) await media.remove(upload);
      const message = toMessageView(stored.row, false);
      if (stored.isNew) service.announceNew(stored.match, userId, message);
      return { message, isNew: stored.isNew };
    },

    /** SECURITY 23: only the two members of an open chat; anyone else gets 404. */
    async file(
      userId: string,
      matchId: string,
      messageId: string,
    ): Promise<{ object: StoredObject; fileName: string }> {
      await service.readableChat(userId, matchId);
      const message = await chat.messageOf(matchId, messageId);
      const object = message?.attachmentKey ? await media.read(message.attachmentKey) : null;
      if (!message || !object) throw new AppError('NOT_FOUND');
      return { object, fileName: message.attachmentName ?? 'file' };
    },
  };
}

export type ChatAttachments = ReturnType<typeof createChatAttachments>;
