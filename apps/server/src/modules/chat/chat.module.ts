import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { MemberLimit } from '../discovery/action-limit';
import { createModerationRepository } from '../moderation/moderation.repository';
import type { Realtime } from '../realtime/realtime.module';
import { createTransactionalChatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import { createChatService, type ChatService } from './chat.service';
import { registerChatSocket } from './chat.socket';
import { defaultChatLimits, type ChatLimits } from './event-limit';

export type ChatModuleOptions = {
  db: Database;
  clock: Clock;
  realtime: Realtime;
  limitReports: MemberLimit;
  limits?: ChatLimits;
};

/** Realtime chat (issue 10): messages, receipts, the chat list, typing and presence. */
export async function registerChatModule(
  app: FastifyInstance,
  options: ChatModuleOptions,
): Promise<ChatService> {
  const chat = createChatService({
    chat: createTransactionalChatRepository(options.db),
    moderation: createModerationRepository(options.db),
    notifier: options.realtime.notifier,
    clock: options.clock,
    log: app.log,
  });
  await app.register(chatRoutes, { chat, limitReports: options.limitReports });
  registerChatSocket(options.realtime.io, {
    chat,
    limits: options.limits ?? defaultChatLimits,
    clock: options.clock,
    log: app.log,
  });
  return chat;
}
