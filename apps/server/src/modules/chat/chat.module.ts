import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { memberLimit, type MemberLimit } from '../discovery/action-limit';
import type { MediaService } from '../media';
import type { ModerationService } from '../moderation';
import type { NoticeService } from '../notices';
import type { Realtime } from '../realtime';
import { createTransactionalChatRepository } from './chat.repository';
import { createChatAttachments } from './chat-attachments';
import { chatAttachmentRoutes } from './chat-attachments.routes';
import { chatRoutes } from './chat.routes';
import { createChatService, type ChatService } from './chat.service';
import { registerChatSocket } from './chat.socket';
import { defaultChatLimits, type ChatLimits } from './event-limit';

export type ChatModuleOptions = {
  db: Database;
  clock: Clock;
  realtime: Realtime;
  notices: NoticeService;
  moderation: ModerationService;
  limitReports: MemberLimit;
  limits?: ChatLimits;
  media: MediaService;
};

/** Realtime chat (issue 10): messages, receipts, the chat list, typing and presence. */
export async function registerChatModule(
  app: FastifyInstance,
  options: ChatModuleOptions,
): Promise<ChatService> {
  const repository = createTransactionalChatRepository(options.db);
  const chat = createChatService({
    chat: repository,
    moderation: options.moderation,
    notifier: options.realtime.notifier,
    notices: options.notices,
    clock: options.clock,
    log: app.log,
  });
  await app.register(chatRoutes, { chat, limitReports: options.limitReports });
  const attachments = createChatAttachments({
    chat: repository,
    service: chat,
    media: options.media,
    log: app.log,
  });
  await app.register(chatAttachmentRoutes, {
    attachments,
    limitUploads: memberLimit(app, { max: 20, windowMs: 60_000 }, 'chat-files'),
  });
  registerChatSocket(options.realtime.io, {
    chat,
    notifier: options.realtime.notifier,
    limits: options.limits ?? defaultChatLimits,
    clock: options.clock,
    log: app.log,
  });
  return chat;
}
