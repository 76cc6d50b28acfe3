import {
  FAMILY_MEETING,
  daysBetween,
  type FamilyMeeting,
  type FamilyMeetingBlocker,
  type FamilyMeetings,
  type GuardianMeetings,
  type familyMeetingInputSchema,
} from '@vusal/shared/schemas/family-meetings';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { GuardianAccess } from '../family';
import { shortName, type MembersService } from '../members';
import type { GuardianNews, NoticeService } from '../notices';
import type { Notifier } from '../realtime';
import type { FamilyMeetingRow, FamilyMeetingsRepository } from './family-meetings.repository';

/** The family module's one way of telling a member's guardian (decision 050), wired by app.ts. */
export type TellGuardian = (
  memberId: string,
  kind: GuardianNews['kind'],
  matchId: string,
  otherId: string,
) => void;

type Dependencies = {
  meetings: FamilyMeetingsRepository;
  guardians: Pick<GuardianAccess, 'between'>;
  standing: Pick<MembersService, 'assertMayReachOut'>;
  notifier: Pick<Notifier, 'toUser'>;
  notices: Pick<NoticeService, 'familyMeeting'>;
  /** A member's news for their guardian, who hears of it under their own settings (decision 056). */
  tellGuardian: TellGuardian;
  clock: Clock;
};

type MeetingNews = 'meeting-requested' | 'meeting-accepted' | 'meeting-declined';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's calendar date on the server's clock, UTC (Baku is ahead, so its "tomorrow" is never earlier). */
const isoDay = (time: Date) => time.toISOString().slice(0, 10);

/** Decision 052: a pending request past its expiry reads as expired, whether or not stored so. */
function statusOf(row: FamilyMeetingRow, now: Date): FamilyMeeting['status'] {
  return row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;
}

function toView(row: FamilyMeetingRow, viewerId: string | null, now: Date): FamilyMeeting {
  return {
    id: row.id,
    matchId: row.matchId,
    isMine: viewerId === null ? null : row.fromId === viewerId,
    fromId: row.fromId,
    toId: row.toId,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    city: row.city,
    note: row.note,
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

const chatNotFound = () => new AppError('CHAT_NOT_FOUND');

export function createFamilyMeetingsService(deps: Dependencies) {
  const { meetings, clock } = deps;

  /** The open chat and why a request may not be sent in it now (null: it may). */
  async function chatOf(userId: string, matchId: string) {
    const chat = await meetings.openChat(matchId, userId);
    if (!chat) throw chatNotFound();
    const now = clock.now();
    const allowedFrom = new Date(chat.openedAt.getTime() + FAMILY_MEETING.chatAgeDays * DAY_MS);
    const rows = await meetings.list(matchId);
    const pending = rows.some((row) => statusOf(row, now) === 'pending');
    let reason: FamilyMeetingBlocker | null = null;
    if (allowedFrom > now) reason = 'chat_too_young';
    else if (!chat.iWrote || !chat.otherWrote) reason = 'both_must_write';
    else if (pending) reason = 'pending';
    return { chat, rows, now, reason, allowedFrom: allowedFrom > now ? allowedFrom : null };
  }

  /** What needs the server's clock: the window starts tomorrow or later, within a year. */
  function assertWindow(input: { dateFrom: string }, now: Date) {
    const days = daysBetween(isoDay(now), input.dateFrom);
    const problem =
      days < 1
        ? 'validation.meetingDateFuture'
        : days > FAMILY_MEETING.startsWithinDays
          ? 'validation.meetingDateTooFar'
          : null;
    if (problem)
      throw new AppError('VALIDATION_FAILED', 'errors.VALIDATION_FAILED', [
        { path: 'dateFrom', message: problem },
      ]);
  }

  function tell(row: FamilyMeetingRow, now: Date) {
    for (const id of [row.fromId, row.toId]) {
      if (id) deps.notifier.toUser(id, 'family-meeting:changed', { meeting: toView(row, id, now) });
    }
  }

  /**
   * After the commit: the other member hears of it by push or mail when away, and the guardians
   * of both, who see the requests under any active guardianship (decision 052).
   */
  function announce(row: FamilyMeetingRow, kind: MeetingNews, actorId: string) {
    const otherId = row.fromId === actorId ? row.toId : row.fromId;
    if (!otherId) return;
    void deps.notices.familyMeeting(otherId, kind, row.matchId, actorId);
    deps.tellGuardian(actorId, kind, row.matchId, otherId);
    deps.tellGuardian(otherId, kind, row.matchId, actorId);
  }

  return {
    /** The match's requests as the member sees them, and whether they may send one now. */
    async list(userId: string, matchId: string): Promise<FamilyMeetings> {
      const { rows, now, reason, allowedFrom } = await chatOf(userId, matchId);
      return {
        meetings: rows.map((row) => toView(row, userId, now)),
        canSend: reason === null,
        reason,
        allowedFrom: allowedFrom?.toISOString() ?? null,
      };
    },

    /**
     * Issue 39, item 4: either member of a chat at least a week old, with messages from both,
     * asks for the families to meet; one pending request per match at a time.
     */
    async send(
      userId: string,
      matchId: string,
      input: z.output<typeof familyMeetingInputSchema>,
    ): Promise<FamilyMeeting> {
      await deps.standing.assertMayReachOut(userId, chatNotFound);
      const { chat, now, reason } = await chatOf(userId, matchId);
      if (reason === 'chat_too_young' || reason === 'both_must_write')
        throw new AppError(
          'FAMILY_MEETING_TOO_EARLY',
          'errors.FAMILY_MEETING_TOO_EARLY',
          undefined,
          {
            reason,
          },
        );
      if (reason === 'pending') throw new AppError('FAMILY_MEETING_PENDING');
      assertWindow(input, now);
      const row = await meetings.insertPending({
        matchId,
        fromId: userId,
        toId: chat.otherId,
        dateFrom: input.dateFrom,
        dateTo: input.dateTo,
        city: input.city,
        note: input.note,
        expiresAt: new Date(now.getTime() + FAMILY_MEETING.expiresAfterDays * DAY_MS),
        now,
      });
      // A concurrent send won the index: exactly one request stands.
      if (!row) throw new AppError('FAMILY_MEETING_PENDING');
      tell(row, now);
      announce(row, 'meeting-requested', userId);
      return toView(row, userId, now);
    },

    /** The member the request went to accepts or declines it, once, while it is pending. */
    async answer(
      userId: string,
      meetingId: string,
      answer: 'accepted' | 'declined',
    ): Promise<FamilyMeeting> {
      const found = await meetings.findOf(meetingId, userId);
      // The chat must still be open to the member: an unmatch or a block ends the conversation.
      if (!found || found.toId !== userId || !(await meetings.openChat(found.matchId, userId)))
        throw new AppError('FAMILY_MEETING_NOT_FOUND');
      const now = clock.now();
      const row = await meetings.answer(meetingId, userId, answer, now);
      if (!row) throw new AppError('FAMILY_MEETING_NOT_FOUND');
      tell(row, now);
      announce(row, answer === 'accepted' ? 'meeting-accepted' : 'meeting-declined', userId);
      return toView(row, userId, now);
    },

    /**
     * Decision 052: a guardian reads the requests of the member they follow, under any active
     * guardianship (a request is the families' business), asked per request of
     * `createGuardianAccess`; anything else answers as a member who does not exist.
     */
    async forGuardian(guardianId: string, memberId: string): Promise<GuardianMeetings> {
      if (!(await deps.guardians.between(guardianId, memberId))) throw new AppError('NOT_FOUND');
      const now = clock.now();
      const rows = await meetings.ofMember(memberId);
      return {
        meetings: rows.map(({ meeting, fromName, toName }) => ({
          ...toView(meeting, null, now),
          fromName: fromName === null ? null : shortName(fromName),
          toName: toName === null ? null : shortName(toName),
        })),
      };
    },
  };
}

export type FamilyMeetingsService = ReturnType<typeof createFamilyMeetingsService>;
