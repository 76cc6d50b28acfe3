import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { MemberLimit } from '../../infra/limits/member-limit';
import type { Metrics } from '../../infra/metrics/metrics';
import type { MediaService } from '../media';
import type { MembersService } from '../members';
import type { ModerationService } from '../moderation';
import type { NoticeService } from '../notices';
import type { Realtime } from '../realtime';
import { createChatRepository } from './chat.repository';
import { createChatAttachments } from './chat-attachments';
import { chatAttachmentRoutes } from './chat-attachments.routes';
import { chatRoutes } from './chat.routes';
import { createChatService, type ChatService, type ChatServiceCallReport } from './chat.service';
import { registerChatSocket } from './chat.socket';

export type ChatModuleOptions = {
  db: Database;
  clock: Clock;
  realtime: Realtime;
  notices: NoticeService;
  moderation: ModerationService;
  members: MembersService;
  limitReports: MemberLimit;
  /** The budget of `message:send`, shared with its HTTP fallback. */
  limitSends: MemberLimit;
  limitUploads: MemberLimit;
  media: MediaService;
  metrics: Metrics;
  /** Issue 40: a report sent from a call notes that call (the calls module's service). */
  reportedCall?: ChatServiceCallReport;
};

/** Realtime chat (issue 10): messages, receipts, the chat list, typing and presence. */
export async function registerChatModule(
  app: FastifyInstance,
  options: ChatModuleOptions,
): Promise<ChatService> {
  const repository = createChatRepository(options.db);
  const chat = createChatService({
    chat: repository,
    moderation: options.moderation,
    standing: options.members,
    notifier: options.realtime.notifier,
    notices: options.notices,
    clock: options.clock,
    log: app.log,
    metrics: options.metrics,
    ...(options.reportedCall ? { reportedCall: options.reportedCall } : {}),
  });
  await app.register(chatRoutes, {
    chat,
    limitReports: options.limitReports,
    limitSends: options.limitSends,
  });
  const attachments = createChatAttachments({
    chat: repository,
    service: chat,
    media: options.media,
  });
  await app.register(chatAttachmentRoutes, {
    attachments,
    limitUploads: options.limitUploads,
  });
  registerChatSocket(options.realtime.io, {
    chat,
    notifier: options.realtime.notifier,
    clock: options.clock,
    log: app.log,
  });
  return chat;
}
