import type { FrozenCall } from '@vusal/shared/schemas/reports';
import type {
  ChatList,
  ChatState,
  chatListQuerySchema,
  chatReportSchema,
  chatStateUpdateSchema,
  Delivered,
  MessagesPage,
  messagesQuerySchema,
} from '@vusal/shared/schemas/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Match, Message } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Metrics } from '../../infra/metrics/metrics';
import { otherMember } from '../likes';
import type { ModerationService } from '../moderation';
import type { MembersService } from '../members';
import type { NoticeService } from '../notices';
import type { Notifier } from '../realtime';
import type { ChatRepository } from './chat.repository';
import { chatNotFound, createChatSending } from './chat-sending';
import { toChatListItem, toMessageView } from './chat-view';
import { createDeliveredReceipts } from './delivered-receipts';
import { membersOf } from './message-store';

type Dependencies = {
  chat: ChatRepository;
  moderation: Pick<ModerationService, 'fileReport' | 'fileReportAndBlock'>;
  /** Whether a member may write at all (issue 23, item 7). */
  standing: Pick<MembersService, 'assertMayReachOut' | 'assertRecipientAccepts'>;
  notifier: Notifier;
  notices: NoticeService;
  clock: Clock;
  log: FastifyBaseLogger;
  metrics: Metrics;
  /**
   * Issue 40: the call of this pair a report names, ended by it and frozen for the
   * moderators; undefined when it is not theirs.
   */
  reportedCall?: ChatServiceCallReport;
};

export type ChatServiceCallReport = (
  userId: string,
  matchId: string,
  callId: string,
) => Promise<FrozenCall | undefined>;

export function createChatService({
  chat,
  moderation,
  standing,
  notifier,
  notices,
  clock,
  log,
  metrics,
  reportedCall,
}: Dependencies) {
  async function openChat(userId: string, matchId: string): Promise<Match & { otherId: string }> {
    const match = await chat.openChat(matchId, userId);
    const otherId = match && otherMember(match, userId);
    if (!match || !otherId) throw chatNotFound();
    return { ...match, otherId };
  }

  /** S8: the member's chat to read, also once the other member's account was purged. */
  async function readableChat(
    userId: string,
    matchId: string,
  ): Promise<Match & { otherId: string | null }> {
    const match = await chat.readableChat(matchId, userId);
    if (!match) throw chatNotFound();
    return { ...match, otherId: otherMember(match, userId) };
  }

  const deliveredReceipts = createDeliveredReceipts({
    markBatch: chat.markDeliveredBatch,
    clock,
    notifier,
    log,
  });

  const sending = createChatSending({
    chat,
    standing,
    notifier,
    notices,
    clock,
    log,
    metrics,
    openChat,
  });

  /** One more row than the page was fetched: `hasMore` without counting. */
  async function pageOf(match: Match, rows: Message[], limit: number, forward: boolean) {
    const page = forward ? rows.slice(0, limit) : rows.slice(-limit);
    // Receipts need both members' consent: none once the other's account is gone (S8).
    const both = membersOf(match);
    const receipts = both.length === 2 && (await chat.receiptsShown(both));
    return {
      messages: page.map((row) => toMessageView(row, receipts)),
      hasMore: rows.length > limit,
    };
  }

  return {
    openChat,
    readableChat,
    ...sending,

    /**
     * A page of messages, oldest first (docs/api/chat.md, "Messages"). One statement, which
     * checks the session the route was given (decision 065).
     */
    async messages(
      viewer: { id: string; sessionId: string },
      matchId: string,
      query: z.output<typeof messagesQuerySchema>,
    ): Promise<MessagesPage> {
      const forward = query.after !== undefined;
      const read = await chat.readMessages({
        userId: viewer.id,
        sessionId: viewer.sessionId,
        matchId,
        direction: forward ? 'after' : 'before',
        cursorId: query.after ?? query.before,
        limit: query.limit + 1,
        at: clock.now(),
      });
      if (read.refusal) throw new AppError(read.refusal);
      const rows = forward ? read.rows : read.rows.reverse();
      const page = forward ? rows.slice(0, query.limit) : rows.slice(-query.limit);
      return {
        messages: page.map((row) => toMessageView(row, read.receiptsShown)),
        hasMore: rows.length > query.limit,
      };
    },

    /** SECURITY 29: everything after the client's last message (from the start without one). */
    async sync(userId: string, matchId: string, after: string | undefined, limit: number) {
      const match = await readableChat(userId, matchId);
      const cursor = after ? await chat.messageOf(matchId, after) : undefined;
      if (after && !cursor) throw new AppError('NOT_FOUND');
      return pageOf(
        match,
        await chat.messagesFrom(matchId, cursor, 'after', limit + 1),
        limit,
        true,
      );
    },

    /** The recipient's client has these messages; the sender hears of it if receipts show. */
    delivered: (userId: string, input: Delivered): Promise<number> =>
      deliveredReceipts.mark(userId, input),

    /** The member opened the chat: the other member's messages so far are read. */
    async read(userId: string, matchId: string): Promise<number> {
      const match = await readableChat(userId, matchId);
      const at = clock.now();
      const count = await chat.markRead(matchId, userId, at);
      if (count === 0) return 0;
      notifier.badgesChanged(userId);
      if (match.otherId && (await chat.receiptsShown(membersOf(match)))) {
        notifier.toUser(match.otherId, 'message:read', {
          matchId,
          readerId: userId,
          readAt: at.toISOString(),
        });
      }
      return count;
    },

    /** S1's list: one statement, which checks the session the route was given (decision 070). */
    async list(
      viewer: { id: string; sessionId: string },
      query: z.output<typeof chatListQuerySchema>,
    ): Promise<ChatList> {
      const today = clock.now();
      const read = await chat.readChatList({
        userId: viewer.id,
        sessionId: viewer.sessionId,
        tab: query.tab,
        search: query.q || undefined,
        at: today,
      });
      if (read.refusal) throw new AppError(read.refusal);
      return { chats: read.rows.map((row) => toChatListItem(row, today)) };
    },

    /** S1: pin, archive or hide for this member only. */
    async updateState(
      userId: string,
      matchId: string,
      update: z.output<typeof chatStateUpdateSchema>,
    ): Promise<ChatState> {
      await readableChat(userId, matchId);
      const row = await chat.saveState(userId, matchId, update);
      if (update.isHidden !== undefined) notifier.badgesChanged(userId);
      return {
        matchId,
        isPinned: row.isPinned,
        isArchived: row.isArchived,
        isHidden: row.isHidden,
      };
    },

    /** Issue 24: the other member, from the chat or one of their messages, with its context. */
    async report(
      userId: string,
      matchId: string,
      input: z.output<typeof chatReportSchema>,
    ): Promise<{ reportId: string }> {
      const match = await openChat(userId, matchId);
      if (input.messageId) {
        const message = await chat.messageOf(matchId, input.messageId);
        if (!message || message.senderId !== match.otherId) throw new AppError('NOT_FOUND');
      }
      const call = input.callId ? await reportedCall?.(userId, matchId, input.callId) : null;
      if (call === undefined) throw new AppError('NOT_FOUND');
      // Issue 37, item 6: "also report" from the block question reports and blocks at once.
      const file = input.block ? moderation.fileReportAndBlock : moderation.fileReport;
      const reportId = await file({
        reporterId: userId,
        targetUserId: match.otherId,
        messageId: input.messageId ?? null,
        call,
        reason: input.reason,
        note: input.note,
      });
      return { reportId };
    },

    /** S7: relayed to the other member only, never stored. */
    async typing(userId: string, matchId: string, isTyping: boolean): Promise<void> {
      const match = await openChat(userId, matchId);
      notifier.toUser(match.otherId, 'typing', { matchId, userId, isTyping });
    },

    chatPartners: (userId: string) => chat.chatPartners(userId),
    onlineStatusShown: (userId: string) => chat.onlineStatusShown(userId),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
