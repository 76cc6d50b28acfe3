import type { CallGrant, CallKind, CallSignal } from '@vusal/shared/schemas/calls';
import type { ServerToClientEvents } from '@vusal/shared/events';
import type { listen, request, send } from '../../../lib/socket';
import { callReducer, idle, type CallEvent, type CallInfo, type CallState } from './call-machine';
import type { CallPeer, PeerFactory, PeerSignal } from './call-peer';

/** The realtime connection as the controller uses it: lib/socket's, a fake in unit tests. */
export type CallTransport = {
  request: typeof request;
  send: typeof send;
  listen: typeof listen;
};

export type CallMedia = {
  local: MediaStream | null;
  remote: MediaStream | null;
  isMuted: boolean;
  isCameraOff: boolean;
};

export type CallSnapshot = { state: CallState; media: CallMedia };

type Dependencies = {
  transport: CallTransport;
  createPeer: PeerFactory;
  openMedia: (kind: CallKind) => Promise<MediaStream>;
  now?: () => number;
};

const noMedia: CallMedia = { local: null, remote: null, isMuted: false, isCameraOff: false };

/** A call the server refused or the devices could not start: the error code, for the toast. */
export class CallRefused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/**
 * One page's calls: the state machine fed by the server's events and this page's own actions,
 * the microphone and camera, and the WebRTC peer. The server is the authority (who may call
 * whom, the ringing time, every end); the page follows what it says and only ever ends its
 * own part. `connect()` starts listening and answers the function that stops.
 */
export function createCallController({
  transport,
  createPeer,
  openMedia,
  now = Date.now,
}: Dependencies) {
  let snapshot: CallSnapshot = { state: idle, media: noMedia };
  const listeners = new Set<() => void>();
  let peer: CallPeer | null = null;
  /** Signals that came before this page's peer existed (the callee's offer may beat its ack). */
  let waitingSignals: PeerSignal[] = [];
  /** The call this page is answering or declining: the server's echo of it is no news here. */
  let ownAnswer: { callId: string; accepted: boolean } | null = null;

  const publish = (next: Partial<CallSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const dispatch = (event: CallEvent) => {
    const state = callReducer(snapshot.state, event);
    if (state !== snapshot.state) publish({ state });
  };
  const current = (): CallInfo | null =>
    snapshot.state.phase === 'idle' ? null : snapshot.state.call;
  const isCurrent = (callId: string) => {
    const call = current();
    return call?.callId === callId && snapshot.state.phase !== 'ended';
  };

  /** Lets go of the devices and the connection; the state says the rest. */
  const release = () => {
    peer?.close();
    peer = null;
    waitingSignals = [];
    for (const track of snapshot.media.local?.getTracks() ?? []) track.stop();
    publish({ media: noMedia });
  };

  const sendSignal = (callId: string) => (signal: PeerSignal) =>
    transport.send('call:signal', { callId, ...signal } as CallSignal);

  const startPeer = (call: CallInfo, local: MediaStream, given: CallGrant) => {
    peer = createPeer({
      grant: given,
      role: call.role,
      local,
      sendSignal: sendSignal(call.callId),
      onRemoteStream: (remote) => publish({ media: { ...snapshot.media, remote } }),
      onFailed: () => void end(call.callId, 'failed'),
    });
    for (const signal of waitingSignals.splice(0)) void peer.handleSignal(signal);
  };

  /** Ends this page's part: tells the server (it tells the other side) and lets go. */
  async function end(
    callId: string,
    reason: 'hangup' | 'failed' | 'elsewhere',
    { report = false } = {},
  ) {
    if (!isCurrent(callId)) return;
    release();
    dispatch({ type: 'ended', callId, reason });
    const payload = report ? { callId, report: true as const } : { callId };
    await transport.request('call:end', payload).catch(() => undefined);
  }

  const handlers: Partial<ServerToClientEvents> = {
    'call:ring': (ring) => {
      dispatch({
        type: 'ring',
        call: {
          callId: ring.callId,
          matchId: ring.matchId,
          kind: ring.kind,
          otherName: ring.caller.name,
          role: 'callee',
        },
        ringingUntil: Date.parse(ring.ringingUntil),
      });
    },
    'call:accepted': ({ callId }) => {
      if (!isCurrent(callId)) return;
      const { state } = snapshot;
      if (state.phase === 'incoming' && ownAnswer?.callId !== callId) {
        // Answered on another page of this member's: this one stops ringing.
        dispatch({ type: 'ended', callId, reason: 'elsewhere' });
        return;
      }
      if (state.phase !== 'outgoing') return;
      dispatch({ type: 'answered', callId, at: now() });
      void peer?.offer().catch(() => void end(callId, 'failed'));
    },
    'call:signal': ({ callId, ...signal }) => {
      if (!isCurrent(callId)) return;
      if (peer) void peer.handleSignal(signal).catch(() => void end(callId, 'failed'));
      else waitingSignals.push(signal);
    },
    'call:ended': ({ callId, reason }) => {
      if (!isCurrent(callId)) return;
      // The member's own decline, heard on another page of theirs: no news there.
      const isOwn = reason === 'declined' && current()?.role === 'callee';
      release();
      dispatch({ type: 'ended', callId, reason: isOwn ? 'elsewhere' : reason });
    },
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect: () => transport.listen(handlers),

    /** Calls the other member of a match: the devices first, so a refusal rings nobody. */
    async dial(matchId: string, kind: CallKind, otherName: string): Promise<void> {
      if (snapshot.state.phase !== 'idle' && snapshot.state.phase !== 'ended') return;
      const local = await openMedia(kind).catch(() => {
        throw new CallRefused('MEDIA_UNAVAILABLE');
      });
      const answer = await transport.request('call:start', { matchId, kind }).catch(() => null);
      if (!answer?.ok) {
        for (const track of local.getTracks()) track.stop();
        throw new CallRefused(answer?.error.code ?? 'NETWORK');
      }
      const call: CallInfo = {
        callId: answer.data.callId,
        matchId,
        kind,
        otherName,
        role: 'caller',
      };
      publish({ media: { ...noMedia, local } });
      dispatch({ type: 'dialled', call });
      startPeer(call, local, answer.data);
    },

    /** Answers the ringing call on this page. */
    async accept(): Promise<void> {
      const { state } = snapshot;
      if (state.phase !== 'incoming') return;
      const { call } = state;
      ownAnswer = { callId: call.callId, accepted: true };
      const local = await openMedia(call.kind).catch(() => null);
      if (!local) {
        ownAnswer = { callId: call.callId, accepted: false };
        await transport.request('call:decline', { callId: call.callId }).catch(() => undefined);
        dispatch({ type: 'ended', callId: call.callId, reason: 'failed' });
        throw new CallRefused('MEDIA_UNAVAILABLE');
      }
      const answer = await transport
        .request('call:accept', { callId: call.callId })
        .catch(() => null);
      if (!answer?.ok || !isCurrent(call.callId)) {
        for (const track of local.getTracks()) track.stop();
        dispatch({ type: 'ended', callId: call.callId, reason: 'failed' });
        throw new CallRefused(answer && !answer.ok ? answer.error.code : 'NETWORK');
      }
      publish({ media: { ...noMedia, local } });
      dispatch({ type: 'answered', callId: call.callId, at: now() });
      startPeer(call, local, answer.data);
    },

    async decline(): Promise<void> {
      const { state } = snapshot;
      if (state.phase !== 'incoming') return;
      ownAnswer = { callId: state.call.callId, accepted: false };
      dispatch({ type: 'ended', callId: state.call.callId, reason: 'elsewhere' });
      await transport.request('call:decline', { callId: state.call.callId }).catch(() => undefined);
    },

    /** Cancels a call still ringing out, or hangs up an answered one. */
    hangUp(): Promise<void> {
      const call = current();
      if (!call) return Promise.resolve();
      return end(call.callId, snapshot.state.phase === 'outgoing' ? 'elsewhere' : 'hangup');
    },

    /**
     * "Report": ends the call at once, stored as ended by a report (the other member hears only
     * that it ended); the report dialog that follows says the rest, so this page says nothing.
     */
    endForReport(): Promise<void> {
      const call = current();
      if (!call || snapshot.state.phase !== 'active') return Promise.resolve();
      return end(call.callId, 'elsewhere', { report: true });
    },

    dismiss: () => dispatch({ type: 'dismissed' }),

    setMuted(isMuted: boolean) {
      for (const track of snapshot.media.local?.getAudioTracks() ?? []) track.enabled = !isMuted;
      publish({ media: { ...snapshot.media, isMuted } });
    },

    setCameraOff(isCameraOff: boolean) {
      for (const track of snapshot.media.local?.getVideoTracks() ?? [])
        track.enabled = !isCameraOff;
      publish({ media: { ...snapshot.media, isCameraOff } });
    },

    /** Sends another camera's picture instead of the current one's. */
    async useCamera(track: MediaStreamTrack): Promise<void> {
      const local = snapshot.media.local;
      if (!local || !peer) return;
      await peer.replaceVideoTrack(track);
      for (const old of local.getVideoTracks()) {
        local.removeTrack(old);
        old.stop();
      }
      track.enabled = !snapshot.media.isCameraOff;
      local.addTrack(track);
      publish({ media: { ...snapshot.media, local: new MediaStream(local.getTracks()) } });
    },

    getStats: () => peer?.getStats() ?? Promise.resolve(null),
  };
}

export type CallController = ReturnType<typeof createCallController>;
