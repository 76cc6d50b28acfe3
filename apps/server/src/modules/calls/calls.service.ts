import {
  CALL,
  type CallEndReason,
  type CallGrant,
  type CallRing,
  type CallsOptIn,
  type CallSignal,
  type StartCall,
} from '@vusal/shared/schemas/calls';
import type { FrozenCall } from '@vusal/shared/schemas/reports';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import { toMessageView } from '../chat';
import type { MembersService } from '../members';
import type { NoticeService } from '../notices';
import type { Notifier } from '../realtime';
import type { Call, CallsRepository } from './calls.repository';
import { createCallRoutes } from './call-routes';
import { grantFor, type TurnConfig } from './turn-credentials';

type Dependencies = {
  calls: CallsRepository;
  standing: Pick<MembersService, 'assertMayReachOut' | 'assertRecipientAccepts'>;
  notifier: Notifier;
  notices: Pick<NoticeService, 'incomingCall'>;
  /** Sends a relayed signal to one page, on whichever node it is connected. */
  toSocket: (socketId: string, signal: CallSignal) => void;
  turn: TurnConfig | null;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How long a call rings; tests shorten it. */
  ringMs?: number;
};

const notAMatch = () => new AppError('CALL_NOT_A_MATCH');
const callNotFound = () => new AppError('CALL_NOT_FOUND');
const refusals = {
  'not-a-match': 'CALL_NOT_A_MATCH',
  'calls-not-on': 'CALLS_NOT_ON',
  busy: 'CALL_BUSY',
} as const;

/**
 * Calls between matches (issue 40, decision 047). The database decides every step: a call
 * starts in one transaction that checks the chat, both switches, the cool-down and that
 * neither member is in another call; it is answered or ended by one conditional UPDATE, so two
 * nodes never both end it or both write its chat line. Sockets only carry the news.
 */
export function createCallsService(deps: Dependencies) {
  const { calls, notifier, clock, log } = deps;
  const ringMs = deps.ringMs ?? CALL.ringMs;
  const ringTimers = new Map<string, NodeJS.Timeout>();
  const routes = createCallRoutes((callId) => calls.byId(callId), clock);

  const partiesOf = (call: Call) =>
    [call.callerId, call.calleeId].filter((id): id is string => id !== null);

  /**
   * Ends the call if it is still live (under `only`'s condition) and tells both members. A
   * report's end is told as `reported` to the reporter only: the other hears `hangup`.
   */
  async function finish(
    callId: string,
    reason: CallEndReason,
    only: Parameters<CallsRepository['end']>[3] = {},
  ) {
    clearTimeout(ringTimers.get(callId));
    ringTimers.delete(callId);
    routes.forget(callId);
    const ended = await calls.end(callId, reason, clock.now(), only);
    if (!ended) return false;
    const { call, line } = ended;
    for (const userId of partiesOf(call)) {
      const told = reason === 'reported' && userId !== only.partyId ? 'hangup' : reason;
      notifier.toUser(userId, 'call:ended', { callId, matchId: call.matchId, reason: told });
      if (line) notifier.toUser(userId, 'message:new', { message: toMessageView(line, false) });
    }
    if (line && call.calleeId) notifier.badgesChanged(call.calleeId);
    return true;
  }

  const finishQuietly = (callId: string, reason: CallEndReason, only?: { state?: 'ringing' }) =>
    finish(callId, reason, only).catch((error: unknown) =>
      log.error({ err: error, callId }, 'call not ended'),
    );

  async function endStale(userIds: string[]) {
    for (const call of await calls.staleOf(userIds, clock.now())) {
      await finish(call.id, call.state === 'ringing' ? 'missed' : 'hangup');
    }
  }

  async function ringOf(call: Call): Promise<CallRing> {
    return {
      callId: call.id,
      matchId: call.matchId,
      kind: call.kind,
      caller: {
        id: call.callerId ?? '',
        name: call.callerId ? await calls.nameOf(call.callerId) : '',
      },
      ringingUntil: call.ringingUntil.toISOString(),
    };
  }

  async function openMatchOf(userId: string, matchId: string) {
    const match = await calls.openMatch(matchId, userId);
    if (!match) throw notAMatch();
    return match;
  }

  async function optInOf(userId: string, matchId: string): Promise<CallsOptIn> {
    await openMatchOf(userId, matchId);
    const optedIn = await calls.optInsOf(matchId);
    // `both` alone speaks of the other member: while it is false, nothing else does.
    return { mine: optedIn.includes(userId), both: optedIn.length === 2 };
  }

  /** Ends every live call of the match for `reason` (a switch-off, an unmatch, a block). */
  async function endMatchCalls(matchId: string, reason: CallEndReason) {
    for (const call of await calls.liveOfMatch(matchId)) await finish(call.id, reason);
  }

  return {
    optInOf,

    async setOptIn(userId: string, matchId: string, on: boolean): Promise<CallsOptIn> {
      const match = await openMatchOf(userId, matchId);
      if (on) await deps.standing.assertMayReachOut(userId, notAMatch);
      const { bothBefore, bothAfter } = await calls.setOptIn(matchId, userId, on);
      if (bothBefore !== bothAfter) {
        for (const id of [userId, match.otherId])
          notifier.toUser(id, 'calls:state', { matchId, both: bothAfter });
      }
      if (!on) await endMatchCalls(matchId, 'calls-off');
      return { mine: on, both: bothAfter };
    },

    async start(userId: string, socketId: string, input: StartCall): Promise<CallGrant> {
      const match = await openMatchOf(userId, input.matchId);
      await deps.standing.assertMayReachOut(userId, notAMatch);
      await deps.standing.assertRecipientAccepts(userId, { matchId: input.matchId });
      await endStale([userId, match.otherId]);
      const now = clock.now();
      const ringingUntil = new Date(now.getTime() + ringMs);
      const result = await calls.startCall({
        ...input,
        callerId: userId,
        socketId,
        now,
        ringingUntil,
      });
      if (!result.ok) {
        if (result.reason !== 'cool-down') throw new AppError(refusals[result.reason]);
        const error = new AppError('CALL_COOL_DOWN', undefined, undefined, {
          retryAt: result.retryAt.toISOString(),
        });
        error.retryAfterSeconds = Math.ceil((result.retryAt.getTime() - now.getTime()) / 1000);
        throw error;
      }
      const { call, calleeId } = result;
      ringTimers.set(
        call.id,
        setTimeout(
          () => void finishQuietly(call.id, 'missed', { state: 'ringing' }),
          ringMs,
        ).unref(),
      );
      notifier.toUser(calleeId, 'call:ring', await ringOf(call));
      if (!(await notifier.isOnline(calleeId)))
        void deps.notices.incomingCall(calleeId, call.matchId, userId);
      return grantFor(
        deps.turn,
        { callId: call.id, matchId: call.matchId, kind: call.kind, userId },
        now,
      );
    },

    async accept(userId: string, socketId: string, callId: string): Promise<CallGrant> {
      const now = clock.now();
      const call = await calls.accept(callId, userId, socketId, now);
      if (!call) throw callNotFound();
      clearTimeout(ringTimers.get(callId));
      ringTimers.delete(callId);
      routes.remember(callId, call);
      for (const id of partiesOf(call))
        notifier.toUser(id, 'call:accepted', { callId, matchId: call.matchId });
      return grantFor(deps.turn, { callId, matchId: call.matchId, kind: call.kind, userId }, now);
    },

    async decline(userId: string, callId: string): Promise<void> {
      const call = await calls.byId(callId);
      if (!call || call.calleeId !== userId) throw callNotFound();
      if (!(await finish(callId, 'declined', { state: 'ringing' }))) throw callNotFound();
    },

    /**
     * Hangs up; before an answer the caller cancels and the callee declines. From "Report" the
     * call is stored as ended by a report (issue 40, item 4).
     */
    async end(userId: string, callId: string, isReport = false): Promise<void> {
      const call = await calls.byId(callId);
      if (!call || !partiesOf(call).includes(userId) || call.state === 'ended')
        throw callNotFound();
      const reason: CallEndReason = isReport
        ? 'reported'
        : call.state === 'active'
          ? 'hangup'
          : call.callerId === userId
            ? 'cancelled'
            : 'declined';
      if (!(await finish(callId, reason, { partyId: userId }))) throw callNotFound();
    },

    /** Relays an offer, answer or candidate from this party's page to the other's only. */
    async signal(userId: string, socketId: string, signal: CallSignal): Promise<void> {
      const call = await routes.of(signal.callId);
      if (!call) throw callNotFound();
      const peerSocket =
        call.callerId === userId && call.callerSocket === socketId
          ? call.calleeSocket
          : call.calleeId === userId && call.calleeSocket === socketId
            ? call.callerSocket
            : undefined;
      if (!peerSocket) throw callNotFound();
      deps.toSocket(peerSocket, signal);
    },

    /** What a page opened while a call rings for the member must show: that call, ringing. */
    async ringing(userId: string): Promise<CallRing[]> {
      return Promise.all((await calls.ringingFor(userId, clock.now())).map(ringOf));
    },

    /** The page in a call closed: the call ends (its peer would wait for nothing). */
    async socketClosed(socketId: string) {
      routes.forgetSocket(socketId);
      for (const call of await calls.liveOfSocket(socketId)) await finish(call.id, 'disconnected');
    },

    endMatchCalls,

    /** A moderator suspended or banned the member: their calls end at once. */
    async endMemberCalls(userId: string, reason: CallEndReason) {
      for (const call of await calls.liveOfMembers([userId])) await finish(call.id, reason);
    },

    /**
     * Issue 40, item 7: the call of this pair a report names, as the moderators will read it;
     * a call still live ends now, by the report. Undefined when it is not this pair's call.
     */
    async reportedCall(
      userId: string,
      matchId: string,
      callId: string,
    ): Promise<FrozenCall | undefined> {
      if (!(await calls.callOfPair(callId, matchId, userId))) return undefined;
      await finish(callId, 'reported', { partyId: userId });
      const call = await calls.byId(callId);
      if (!call) return undefined;
      const answered = call.answeredAt?.getTime();
      const ended = (call.endedAt ?? clock.now()).getTime();
      return {
        kind: call.kind,
        seconds: answered ? Math.max(0, Math.round((ended - answered) / 1000)) : 0,
        endReason: call.endReason ?? 'reported',
        startedAt: call.createdAt.toISOString(),
      };
    },

    /** The node closes: its ring timers go (the next start of either member sweeps them). */
    close() {
      for (const timer of ringTimers.values()) clearTimeout(timer);
      ringTimers.clear();
      routes.clear();
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
