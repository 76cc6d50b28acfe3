import type { ChatMessage, sendMessageSchema } from '@vusal/shared/schemas/chat';
import { hasContactDetails } from '@vusal/shared/contact-details/detector';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Match } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Metrics } from '../../infra/metrics/metrics';
import type { MembersService } from '../members';
import type { NoticeService } from '../notices';
import type { Notifier } from '../realtime';
import type { ChatRepository } from './chat.repository';
import { toMessageView } from './chat-view';
import { type ChatMembers, membersOf, type MessageDraft, type StoreOutcome } from './message-store';
import { createSendBatcher } from './send-batcher';
import { isYoungChat } from './young-chat';

type Dependencies = {
  chat: ChatRepository;
  /** Whether a member may write at all (issue 23, item 7). */
  standing: Pick<MembersService, 'assertMayReachOut' | 'assertRecipientAccepts'>;
  notifier: Notifier;
  notices: NoticeService;
  clock: Clock;
  log: FastifyBaseLogger;
  metrics: Metrics;
  /** The member's open chat with the other member, or CHAT_NOT_FOUND. */
  openChat(userId: string, matchId: string): Promise<Match>;
};

export const chatNotFound = () => new AppError('CHAT_NOT_FOUND');

/** Anything but a rule of ours failing means the row may not be stored: say so, never "sent". */
function notSent(error: unknown): AppError {
  return error instanceof AppError ? error : new AppError('MESSAGE_NOT_SENT');
}

/** How a message, text or file, is stored and told; the chat service exposes these. */
export function createChatSending({
  chat,
  standing,
  notifier,
  notices,
  clock,
  log,
  metrics,
  openChat,
}: Dependencies) {
  // Issue 35, item 3: the sends of a few moments share one statement (decision 057).
  const batcher = createSendBatcher(chat.storeMessages);

  /**
   * A new message, after its commit: to both members' pages, and a mail if the other is away
   * (text and attachments alike). The recipient's pages count it into their unread badge
   * themselves; the badge is recounted when a chat is read and on every page load. A recount per
   * message (several queries) cost 200 times the message itself under load (P5). The notice
   * (a presence check, then maybe a few reads) waits for the next turn of the event loop: the
   * sender's acknowledgement goes first, and nothing of the notice is on the send's path.
   */
  function announceNew(match: ChatMembers, senderId: string, message: ChatMessage): void {
    for (const member of membersOf(match)) notifier.toUser(member, 'message:new', { message });
    const others = membersOf(match).filter((id) => id !== senderId);
    setImmediate(() => {
      for (const other of others) void notices.newMessage(other, match.id, senderId);
    });
  }

  /**
   * SECURITY 27: the one way a message, text or file, is stored and told (one statement for the
   * sends around it, `storeMessages`): answered after the commit with the stored row; a resend
   * answers the row stored the first time and tells nobody again. Anything but a rule of ours
   * failing means the row may not be stored: MESSAGE_NOT_SENT, never "sent".
   */
  async function store(draft: MessageDraft): Promise<{ message: ChatMessage; isNew: boolean }> {
    let outcome: StoreOutcome;
    let receipts = false;
    try {
      outcome = await batcher.store(draft);
      if (!outcome.refused && !outcome.isNew) {
        receipts = await chat.receiptsShown(membersOf(outcome.match));
      }
    } catch (error) {
      log.error({ err: error }, 'message not stored');
      throw new AppError('MESSAGE_NOT_SENT');
    }
    if (outcome.refused) throw new AppError(outcome.refused);
    const message = toMessageView(outcome.row, receipts);
    if (outcome.isNew) {
      metrics.count('messageStored');
      announceNew(outcome.match, draft.senderId, message);
    }
    return { message, isNew: outcome.isNew };
  }

  /**
   * Decision 021: whether a text with contact details is stored marked, read before the store.
   * Only texts the server finds contact details in come here, so the common send stays one
   * statement; the checks keep today's order (standing, open chat, a resend, then the question).
   */
  async function isMarkedContact(
    userId: string,
    input: Pick<z.output<typeof sendMessageSchema>, 'matchId' | 'clientId' | 'sendAnyway'>,
  ): Promise<boolean> {
    await standing.assertMayReachOut(userId, chatNotFound);
    const match = await openChat(userId, input.matchId);
    if (!isYoungChat(match, await chat.sentBy(match.id), clock.now())) return false;
    if (input.sendAnyway === true) return true;
    const earlier = await chat.messageByClientId(input.matchId, input.clientId);
    // A resend of the sender's own stored message: the store answers it.
    if (earlier?.senderId === userId) return true;
    throw new AppError('CONTACT_DETAILS_UNCONFIRMED');
  }

  return {
    store,
    isMarkedContact,

    /**
     * Issue 23, items 6 and 7: refused before a file is stored (VERIFICATION_REQUIRED,
     * RECIPIENT_REQUIRES_VERIFIED); the store checks both again in its one statement.
     */
    async assertMayWrite(userId: string, matchId: string): Promise<void> {
      await standing.assertMayReachOut(userId, chatNotFound);
      await standing.assertRecipientAccepts(userId, { matchId });
    },

    async send(userId: string, input: z.output<typeof sendMessageSchema>): Promise<ChatMessage> {
      // The server's own reading: whatever the client claims, it only says "send anyway".
      let isMarked = false;
      try {
        isMarked = hasContactDetails(input.text) && (await isMarkedContact(userId, input));
      } catch (error) {
        if (!(error instanceof AppError)) log.error({ err: error }, 'message not stored');
        throw notSent(error);
      }
      const { message } = await store({
        matchId: input.matchId,
        senderId: userId,
        clientId: input.clientId,
        content: { type: 'text', body: input.text, hasContactDetails: isMarked },
      });
      return message;
    },
  };
}
