import type {
  ChatSharingList,
  ChatSharingQuestion,
  ChatSharingState,
} from '@vusal/shared/schemas/chat-sharing';
import type { ChatSharingRow } from '../../db/schema';
import { AppError, notFound } from '../../errors/app-error';
import type { ActiveGuardianship, GuardianAccess } from '../family';
import { shortName } from '../members';
import type { NoticeService } from '../notices';
import type { Notifier } from '../realtime';
import type { ChatSharingRepository, HeldMatch } from './chat-sharing.repository';

type Dependencies = {
  sharing: ChatSharingRepository;
  access: GuardianAccess;
  notifier: Notifier;
  notices: Pick<NoticeService, 'chatSharingAsked'>;
  /** The likes module opens a held chat once every question is settled (idempotent). */
  openChat: (matchId: string) => Promise<void>;
  log: { warn(o: object, m: string): void };
};

/** A guardianship that reads chats now: the only kind the other member is asked about. */
const readsChats = (g: ActiveGuardianship | undefined) => (g?.readsChats ? g : undefined);

/** Declined where the guarded member wants no chat without copies: final for both (decision 051). */
const isClosed = (rows: ChatSharingRow[]) =>
  rows.some((row) => row.answer === 'declined' && row.sharingRequired);

const pairOf = (match: HeldMatch): [string, string] | undefined =>
  match.user1Id && match.user2Id ? [match.user1Id, match.user2Id] : undefined;

/**
 * Issue 39, item 2 (decision 051): a match whose members both said yes, where either member's
 * guardian reads chats, opens only once the other member answered the question about that
 * guardian; a decline opens it without copies, or never when the guarded member asked so.
 */
export function createChatSharingService(deps: Dependencies) {
  const { sharing, access, notifier } = deps;

  /** The current chat-reading guardianship of each member of the pair, in the pair's order. */
  const readersOf = (pair: [string, string]) =>
    Promise.all(pair.map(async (memberId) => readsChats(await access.ofMember(memberId))));

  /**
   * Asks what is not asked yet and opens the chat when nothing is left open. Idempotent: the
   * member's reads call it too, so a question whose guardianship ended since (or whose asking
   * was lost between the match's commit and this) settles on the next look.
   */
  async function settle(match: HeldMatch): Promise<void> {
    const pair = pairOf(match);
    if (!pair || match.chatOpened || !(match.user1WantsChat && match.user2WantsChat)) return;
    const rows = await sharing.ofMatch(match.id);
    if (isClosed(rows)) return;
    const readers = await readersOf(pair);
    let isWaiting = false;
    const toAsk: Parameters<ChatSharingRepository['ask']>[0] = [];
    for (const [index, guardianship] of readers.entries()) {
      if (!guardianship) continue;
      const row = rows.find((r) => r.guardianshipId === guardianship.id);
      if (row && row.answer !== 'asked') continue;
      isWaiting = true;
      if (!row)
        toAsk.push({
          matchId: match.id,
          guardianshipId: guardianship.id,
          guardedId: pair[index]!,
          askedId: pair[1 - index]!,
          relation: guardianship.relation,
          sharingRequired: guardianship.sharingRequired,
        });
    }
    // The asked member may be away: a push or a mail under their own settings says an answer
    // is needed (decision 056); the notice service stays silent while a page of theirs is open.
    for (const asked of await sharing.ask(toAsk))
      void deps.notices.chatSharingAsked(asked.askedId, asked.matchId, asked.guardedId, {
        relation: asked.relation,
        sharingRequired: asked.sharingRequired,
      });
    if (!isWaiting) await deps.openChat(match.id);
  }

  function toQuestion(row: ChatSharingRow | undefined, names: Map<string, string>) {
    if (!row) return null;
    const question: ChatSharingQuestion = {
      about: shortName(names.get(row.guardedId) ?? ''),
      relation: row.relation,
      answer: row.answer,
      sharingRequired: row.sharingRequired,
      askedAt: row.askedAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
    };
    return question;
  }

  /** The match's question as `viewerId` sees it, read after any change. */
  async function stateOf(viewerId: string, matchId: string): Promise<ChatSharingState | null> {
    const match = await sharing.liveMatch(matchId, viewerId);
    const pair = match && pairOf(match);
    if (!match || !pair) return null;
    const otherId = pair[0] === viewerId ? pair[1] : pair[0];
    const [rows, names] = await Promise.all([sharing.ofMatch(matchId), sharing.namesOf(pair)]);
    // Newest first: a changed guardian's question replaces the earlier one's.
    return {
      matchId,
      otherName: shortName(names.get(otherId) ?? ''),
      outcome: match.chatOpened ? 'open' : isClosed(rows) ? 'closed' : 'waiting',
      toMe: toQuestion(
        rows.find((row) => row.askedId === viewerId),
        names,
      ),
      aboutMe: toQuestion(
        rows.find((row) => row.guardedId === viewerId),
        names,
      ),
    };
  }

  /** Both members' pages learn where the question stands. */
  async function tellBoth(match: HeldMatch) {
    for (const memberId of pairOf(match) ?? []) {
      const state = await stateOf(memberId, match.id);
      if (state) notifier.toUser(memberId, 'chat-sharing:changed', { state });
    }
  }

  return {
    /**
     * For the likes module, whose consent statement reads whether a chat both said yes to
     * waits (decision 063): after the match's commit, asks, and tells both members.
     */
    gate: {
      async held(matchId: string, memberId: string): Promise<void> {
        const match = await sharing.liveMatch(matchId, memberId);
        if (!match) return;
        await settle(match);
        await tellBoth((await sharing.liveMatch(matchId, memberId)) ?? match);
      },
    },

    /** `GET /api/chat-sharing`: the viewer's held matches, each as they see it. */
    async list(viewerId: string): Promise<ChatSharingList> {
      const ids = await sharing.heldMatchIds(viewerId);
      const items: ChatSharingState[] = [];
      for (const matchId of ids) {
        const match = await sharing.liveMatch(matchId, viewerId);
        if (match) await settle(match);
        const state = await stateOf(viewerId, matchId);
        if (state) items.push(state);
      }
      return { items };
    },

    /** `GET /api/chat-sharing/:matchId`: the match's question, or 404 when it has none. */
    async state(viewerId: string, matchId: string): Promise<ChatSharingState> {
      const match = await sharing.liveMatch(matchId, viewerId);
      if (!match) throw notFound();
      await settle(match);
      const state = await stateOf(viewerId, matchId);
      if (!state || (!state.toMe && !state.aboutMe)) throw notFound();
      return state;
    },

    /**
     * `POST /api/chat-sharing/:matchId/answer`: the viewer accepts or declines the copies of
     * the other member's current guardian; once, like the consent itself (D14).
     */
    async answer(viewerId: string, matchId: string, accept: boolean): Promise<ChatSharingState> {
      const match = await sharing.liveMatch(matchId, viewerId);
      const pair = match && pairOf(match);
      if (!match || !pair) throw notFound();
      const otherId = pair[0] === viewerId ? pair[1] : pair[0];
      const guardianship = readsChats(await access.ofMember(otherId));
      const answered =
        guardianship && !match.chatOpened
          ? await sharing.answer(matchId, viewerId, [guardianship.id], accept)
          : [];
      if (!answered.length) throw new AppError('CHAT_SHARING_NOT_ASKED');
      await settle(match);
      const settled = (await sharing.liveMatch(matchId, viewerId)) ?? match;
      void tellBoth(settled).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'chat sharing answer could not be told live'),
      );
      const state = await stateOf(viewerId, matchId);
      if (!state) throw notFound();
      return state;
    },
  };
}

export type ChatSharingService = ReturnType<typeof createChatSharingService>;
export type ChatGate = ChatSharingService['gate'];
