import type {
  GuardianChats,
  GuardianMessage,
  GuardianMessagesPage,
} from '@vusal/shared/schemas/chat-sharing';
import { notFound } from '../../errors/app-error';
import { pageOf, readCursor } from '../../infra/keyset';
import type { GuardianAccess } from '../family';
import { shortName } from '../members';
import type { ChatSharingRepository } from './chat-sharing.repository';
import type { GuardianCopiesRepository } from './guardian-copies.repository';

type Dependencies = {
  sharing: ChatSharingRepository;
  copies: GuardianCopiesRepository;
  access: GuardianAccess;
};

/**
 * Issue 39, item 2 (decision 051): what a guardian reads of the member's chats. Every request
 * asks `GuardianAccess` first, so an ended guardianship or `readsChats` turned off hides every
 * copy from the next request on; the agreements are tied to this guardianship's id, so a new
 * guardian starts with none. Anything not granted answers 404, alike for every reason.
 */
export function createGuardianChatsService({ sharing, copies, access }: Dependencies) {
  async function readingGuardianship(guardianId: string, memberId: string) {
    const guardianship = await access.between(guardianId, memberId);
    if (!guardianship?.readsChats) throw notFound();
    return guardianship;
  }

  return {
    async chats(guardianId: string, memberId: string): Promise<GuardianChats> {
      const guardianship = await readingGuardianship(guardianId, memberId);
      const [rows, names] = await Promise.all([
        sharing.sharedChats(guardianship.id, memberId),
        sharing.namesOf([memberId]),
      ]);
      return {
        memberName: names.get(memberId) ?? '',
        items: rows.map((row) => ({
          matchId: row.matchId,
          otherName: shortName(row.otherName),
          sharedSince: row.sharedSince!.toISOString(),
          lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
        })),
      };
    },

    async messages(
      guardianId: string,
      memberId: string,
      matchId: string,
      cursor: string | undefined,
      limit: number,
    ): Promise<GuardianMessagesPage> {
      const after = readCursor(cursor);
      const guardianship = await readingGuardianship(guardianId, memberId);
      const [chat] = await sharing.sharedChats(guardianship.id, memberId, matchId);
      if (!chat) throw notFound();
      const rows = await copies.page(matchId, chat.sharingId, after, limit + 1);
      const { rows: items, nextCursor } = pageOf(rows, limit);
      return {
        otherName: shortName(chat.otherName),
        sharedSince: chat.sharedSince!.toISOString(),
        items: items.map((row): GuardianMessage => ({
          id: row.id,
          fromMember: row.senderId === memberId,
          // Decision 051: words only; a picture or a file shows as "an attachment".
          kind: row.type === 'text' ? 'text' : row.type === 'call' ? 'call' : 'attachment',
          body: row.type === 'text' ? row.body : null,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor,
      };
    },
  };
}

export type GuardianChatsService = ReturnType<typeof createGuardianChatsService>;
