import type { Delivered } from '@vusal/shared/schemas/chat';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { matches, messages, preferences, profiles } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Notifier } from '../realtime';
import { isOpenChatOf, otherOf } from './chat-query-parts';

// Receipts arriving within this window share one statement (issue 35, item 3).
const GATHER_MS = 2;

/** One member's "these messages reached my page". */
export type DeliveredRequest = Delivered & { recipientId: string };

type Request = DeliveredRequest & {
  settle(outcome: { count: number } | { error: unknown }): void;
};

/** What the statement says of one (recipient, chat) of the batch, if that chat is open. */
export type Marked = {
  recipientId: string;
  matchId: string;
  otherId: string;
  ids: string[];
  shown: boolean;
};

const recipient = sql.raw('wanted.recipient_id');

/**
 * One statement for every receipt of a batch: which of the asked chats are open for their
 * recipient (`isOpenChatOf`, as a single receipt's check), `delivered_at` set once on the other
 * member's messages among the ids, and whether both members show receipts (S4).
 */
export async function markDeliveredBatch(
  db: Database,
  batch: readonly DeliveredRequest[],
  at: Date,
): Promise<Marked[]> {
  const wanted = JSON.stringify(
    batch.flatMap((request) =>
      request.messageIds.map((messageId) => ({
        recipient_id: request.recipientId,
        match_id: request.matchId,
        message_id: messageId,
      })),
    ),
  );
  const result = await db.execute<{
    recipient_id: string;
    match_id: string;
    other_id: string;
    ids: string[];
    shown: boolean;
  }>(sql`
    with wanted as (
      select * from jsonb_to_recordset(${wanted}::jsonb)
        as wanted(recipient_id text, match_id uuid, message_id uuid)
    ),
    open_chats as (
      select distinct wanted.recipient_id, wanted.match_id, ${profiles.userId} as other_id
      from wanted
      join ${matches} on ${matches.id} = wanted.match_id
      join ${profiles} on ${profiles.userId} = ${otherOf(recipient)}
      where ${isOpenChatOf(recipient)}
    ),
    marked as (
      update ${messages} set delivered_at = ${at.toISOString()}::timestamptz
      from wanted
      join open_chats on open_chats.recipient_id = wanted.recipient_id
        and open_chats.match_id = wanted.match_id
      where ${messages.id} = wanted.message_id and ${messages.matchId} = wanted.match_id
        and ${messages.senderId} <> wanted.recipient_id and ${messages.deliveredAt} is null
      returning ${messages.id} as id, wanted.recipient_id, wanted.match_id
    )
    select open_chats.recipient_id, open_chats.match_id, open_chats.other_id,
      coalesce((select array_agg(marked.id::text) from marked
        where marked.recipient_id = open_chats.recipient_id
          and marked.match_id = open_chats.match_id), '{}') as ids,
      (select count(*) = 2 from ${preferences}
        where ${preferences.userId} in (open_chats.recipient_id, open_chats.other_id)
          and ${preferences.showReadReceipts}) as shown
    from open_chats
  `);
  return result.rows.map((row) => ({
    recipientId: row.recipient_id,
    matchId: row.match_id,
    otherId: row.other_id,
    ids: row.ids,
    shown: row.shown,
  }));
}

/**
 * Issue 35, item 3: "delivered" receipts, coalesced. Each page says so for every message it
 * receives, so under a busy evening they come as often as messages do, and each cost three
 * statements (the open chat, the update, the members' receipt settings). Receipts arriving
 * within `GATHER_MS` on this node now share one statement; each is answered as before: the
 * number of its messages marked, or CHAT_NOT_FOUND when the chat is not open for its sender.
 * The other member hears of the messages marked only when both show receipts (S4).
 */
export function createDeliveredReceipts(deps: {
  markBatch(batch: readonly DeliveredRequest[], at: Date): Promise<Marked[]>;
  clock: Clock;
  notifier: Notifier;
  log: FastifyBaseLogger;
}) {
  let waiting: Request[] = [];
  let timer: NodeJS.Timeout | undefined;

  async function flush() {
    const batch = waiting;
    waiting = [];
    timer = undefined;
    const at = deps.clock.now();
    let marked: Marked[];
    try {
      marked = await deps.markBatch(batch, at);
    } catch (error) {
      for (const request of batch) request.settle({ error });
      return;
    }
    const chatOf = (request: Request) =>
      marked.find((m) => m.recipientId === request.recipientId && m.matchId === request.matchId);
    for (const request of batch) {
      const chat = chatOf(request);
      if (!chat) request.settle({ error: new AppError('CHAT_NOT_FOUND') });
      else
        request.settle({ count: request.messageIds.filter((id) => chat.ids.includes(id)).length });
    }
    for (const chat of marked) {
      if (!chat.ids.length || !chat.shown) continue;
      deps.notifier.toUser(chat.otherId, 'message:delivered', {
        matchId: chat.matchId,
        messageIds: chat.ids,
        deliveredAt: at.toISOString(),
      });
    }
  }

  return {
    /** The recipient's page has these messages; the number of them newly marked delivered. */
    mark(recipientId: string, input: Delivered): Promise<number> {
      return new Promise((resolve, reject) => {
        waiting.push({
          ...input,
          recipientId,
          settle: (outcome) =>
            'error' in outcome ? reject(outcome.error) : resolve(outcome.count),
        });
        timer ??= setTimeout(() => {
          flush().catch((error: unknown) => deps.log.error({ err: error }, 'receipts not marked'));
        }, GATHER_MS);
      });
    },
  };
}
