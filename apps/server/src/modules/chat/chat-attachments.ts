import { fileNameHasContactDetails } from '@vusal/shared/contact-details/file-name';
import type { ChatMessage } from '@vusal/shared/schemas/chat';
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
};

/**
 * Attachments are messages of type `image` or `file` with their file's columns (issue 10,
 * item 3): the type is decided by the bytes, images are re-encoded without metadata, PDFs kept
 * as they are and only ever downloaded; the same once-per-client-id rule as text (SECURITY 27).
 */
export function createChatAttachments({ chat, service, media }: Dependencies) {
  return {
    async send(
      userId: string,
      matchId: string,
      clientId: string,
      file: AsyncIterable<Uint8Array>,
      fileName: string | undefined,
      sendAnyway = false,
    ): Promise<{ message: ChatMessage; isNew: boolean }> {
      // Checked before the file is stored, so a refused send stores no file; the store checks
      // everything again in its one statement.
      await service.assertMayWrite(userId, matchId);
      await service.openChat(userId, matchId);
      const earlier = await chat.messageByClientId(matchId, clientId);
      if (earlier && earlier.senderId === userId) {
        return { message: toMessageView(earlier, false), isNew: false };
      }
      if (earlier) throw new AppError('CONFLICT');
      // Decision 021 for the file's name as for a text: asked about, or marked when sent anyway.
      const hasContactDetails =
        fileName !== undefined &&
        fileNameHasContactDetails(fileName) &&
        (await service.isMarkedContact(userId, { matchId, clientId, sendAnyway }));
      const upload: StoredUpload = await media.store(file, chatAttachmentPolicy, fileName);
      let stored: { message: ChatMessage; isNew: boolean };
      try {
        stored = await service.store({
          matchId,
          senderId: userId,
          clientId,
          content: {
            type: upload.mime === 'application/pdf' ? 'file' : 'image',
            attachmentKey: upload.key,
            attachmentName: upload.fileName,
            attachmentMime: upload.mime,
            attachmentSize: upload.size,
            attachmentWidth: upload.width,
            attachmentHeight: upload.height,
            hasContactDetails,
          },
        });
      } catch (error) {
        await media.remove(upload);
        throw error;
      }
      // A resend that raced the first: the first one's file is the message's.
      if (!stored.isNew) await media.remove(upload);
      return stored;
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
