import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createGuardianAccess } from '../family';
import type { NoticeService } from '../notices';
import type { Notifier } from '../realtime';
import { createChatSharingRepository } from './chat-sharing.repository';
import { chatSharingRoutes, guardianChatsRoutes } from './chat-sharing.routes';
import { createChatSharingService, type ChatGate } from './chat-sharing.service';
import { createGuardianChatsService } from './guardian-chats.service';
import { createGuardianCopiesRepository } from './guardian-copies.repository';

export type ChatSharingOptions = {
  db: Database;
  notifier: Notifier;
  notices: Pick<NoticeService, 'chatSharingAsked'>;
  /** Resolved at request time: the likes module is registered after this one. */
  openChat: (matchId: string) => Promise<void>;
  log: { warn(o: object, m: string): void };
};

/**
 * Issue 39, item 2 (decision 051). Built before the likes module, which asks its `gate` when a
 * double consent is reached; its routes are registered by `registerChatSharingRoutes`.
 */
export function createChatSharingModule(options: ChatSharingOptions): {
  gate: ChatGate;
  register: (app: FastifyInstance) => Promise<void>;
} {
  const access = createGuardianAccess(options.db);
  const sharingRepository = createChatSharingRepository(options.db);
  const sharing = createChatSharingService({
    sharing: sharingRepository,
    access,
    notifier: options.notifier,
    notices: options.notices,
    openChat: options.openChat,
    log: options.log,
  });
  const guardianChats = createGuardianChatsService({
    sharing: sharingRepository,
    copies: createGuardianCopiesRepository(options.db),
    access,
  });
  return {
    gate: sharing.gate,
    async register(app) {
      await app.register(chatSharingRoutes, { sharing });
      await app.register(guardianChatsRoutes, { guardianChats });
    },
  };
}
