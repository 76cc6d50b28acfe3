import type { CallEndReason, CallKind } from '@vusal/shared/schemas/calls';

/** The call this page takes part in, whichever side placed it. */
export type CallInfo = {
  callId: string;
  matchId: string;
  kind: CallKind;
  /** The other member's first name, as the ringing and the call screen show it. */
  otherName: string;
  role: 'caller' | 'callee';
};

/**
 * Why the call screen closed: the server's reasons, and two of this page's own: `elsewhere`
 * (the callee answered or declined on another of their pages: nothing to say here) and
 * `failed` (no microphone or camera, or the connection could not be made).
 */
export type EndReason = CallEndReason | 'elsewhere' | 'failed';

/**
 * One page's call, like a phone's: ringing out (`outgoing`, "Calling…") or in (`incoming`),
 * `active` once answered (the media may still be connecting), and `ended` until the member
 * closes the last screen. A page holds one call at a time.
 */
export type CallState =
  | { phase: 'idle' }
  | { phase: 'outgoing'; call: CallInfo }
  | { phase: 'incoming'; call: CallInfo; ringingUntil: number }
  | { phase: 'active'; call: CallInfo; answeredAt: number }
  | { phase: 'ended'; call: CallInfo; reason: EndReason };

export type CallEvent =
  /** This page placed a call and the server gave it an id. */
  | { type: 'dialled'; call: CallInfo }
  | { type: 'ring'; call: CallInfo; ringingUntil: number }
  /** The callee answered: on this page (the callee's) or somewhere (the caller hears it). */
  | { type: 'answered'; callId: string; at: number }
  | { type: 'ended'; callId: string; reason: EndReason }
  /** The member closed the "call ended" screen, or nothing is shown for this end. */
  | { type: 'dismissed' };

export const idle: CallState = { phase: 'idle' };

/** Ends that need no "call ended" screen: the member did it, or another page of theirs did. */
const silentEnds: ReadonlySet<EndReason> = new Set(['elsewhere']);

/**
 * The transitions; an event about another call than this page's is ignored, so a second call
 * ringing while one is on does not replace it (the server answers the caller "busy").
 */
export function callReducer(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'dialled':
      return state.phase === 'idle' || state.phase === 'ended'
        ? { phase: 'outgoing', call: event.call }
        : state;
    case 'ring':
      return state.phase === 'idle' || state.phase === 'ended'
        ? { phase: 'incoming', call: event.call, ringingUntil: event.ringingUntil }
        : state;
    case 'answered':
      if (state.phase !== 'outgoing' && state.phase !== 'incoming') return state;
      if (state.call.callId !== event.callId) return state;
      return { phase: 'active', call: state.call, answeredAt: event.at };
    case 'ended':
      if (state.phase === 'idle' || state.phase === 'ended') return state;
      if (state.call.callId !== event.callId) return state;
      return silentEnds.has(event.reason)
        ? idle
        : { phase: 'ended', call: state.call, reason: event.reason };
    case 'dismissed':
      return idle;
  }
}

/** The phases in which this page holds a call the member can still end or answer. */
export const isLive = (state: CallState): boolean =>
  state.phase === 'outgoing' || state.phase === 'incoming' || state.phase === 'active';
