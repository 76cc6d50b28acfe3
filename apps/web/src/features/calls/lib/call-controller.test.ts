import type { CallGrant } from '@vusal/shared/schemas/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { disconnectSocket, listen, request, send } from '../../../lib/socket';
import { createCallController, CallRefused, type CallController } from './call-controller';
import type { CallPeer, PeerOptions } from './call-peer';

// A fake Socket.IO connection under lib/socket: what the server would push, and what was sent.
type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();
const answers = new Map<string, unknown>();
const fakeSocket = {
  connected: true,
  on: (event: string, listener: Listener) => {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
  },
  off: (event: string, listener: Listener) => listeners.get(event)?.delete(listener),
  emit: vi.fn(),
  emitWithAck: vi.fn((event: string) =>
    Promise.resolve(answers.get(event) ?? { ok: true, data: null }),
  ),
  disconnect: vi.fn(),
};
vi.mock('socket.io-client', () => ({ io: () => fakeSocket }));

/** The server pushes an event to this page. */
const push = (event: string, payload: unknown) => {
  for (const listener of listeners.get(event) ?? []) listener(payload);
};
const sentWithAck = () => fakeSocket.emitWithAck.mock.calls.map(([event]) => event);

const callId = '6f1c1b56-8e0e-4c4e-9d43-1b2a3c4d5e6f';
const matchId = '0b8f8a53-2f5e-4b51-a7f4-0c1d2e3f4a5b';
const grant: CallGrant = {
  callId,
  matchId,
  kind: 'voice',
  iceServers: [{ urls: ['turn:127.0.0.1:3478?transport=udp'], username: 'u', credential: 'c' }],
  iceTransportPolicy: 'relay',
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
};
const ring = {
  callId,
  matchId,
  kind: 'video',
  caller: { id: 'caller-id', name: 'Aysel' },
  ringingUntil: new Date(Date.now() + 45_000).toISOString(),
};

const track = () => ({ stop: vi.fn(), enabled: true });
const fakeStream = () => {
  const tracks = [track()];
  return {
    getTracks: () => tracks,
    getAudioTracks: () => tracks,
    getVideoTracks: () => [],
  } as unknown as MediaStream;
};

let peers: { options: PeerOptions; peer: CallPeer }[];
let controller: CallController;
let stopListening: () => void;

beforeEach(async () => {
  peers = [];
  controller = createCallController({
    transport: { listen, request, send },
    createPeer: (options) => {
      const peer: CallPeer = {
        offer: vi.fn(() => Promise.resolve()),
        handleSignal: vi.fn(() => Promise.resolve()),
        replaceVideoTrack: vi.fn(() => Promise.resolve()),
        getStats: vi.fn(),
        close: vi.fn(),
      };
      peers.push({ options, peer });
      return peer;
    },
    openMedia: () => Promise.resolve(fakeStream()),
    now: () => 1000,
  });
  stopListening = controller.connect();
  // lib/socket connects on first use, in a microtask.
  await vi.waitFor(() => expect(listeners.get('call:ring')?.size).toBe(1));
});

afterEach(() => {
  stopListening();
  disconnectSocket();
  listeners.clear();
  answers.clear();
  fakeSocket.emit.mockClear();
  fakeSocket.emitWithAck.mockClear();
});

const phase = () => controller.getSnapshot().state.phase;

describe('the call state machine over the socket (issue 40)', () => {
  it('rings, is answered on this page, connects and ends with a hang-up', async () => {
    push('call:ring', ring);
    expect(controller.getSnapshot().state).toMatchObject({
      phase: 'incoming',
      call: { callId, otherName: 'Aysel', kind: 'video', role: 'callee' },
    });

    answers.set('call:accept', { ok: true, data: grant });
    await controller.accept();
    expect(phase()).toBe('active');
    expect(peers).toHaveLength(1);
    expect(peers[0]!.options.grant.iceTransportPolicy).toBe('relay');
    // The server echoes the answer to every page: not news on the page that answered.
    push('call:accepted', { callId, matchId });
    expect(phase()).toBe('active');

    // The caller's offer is handed to the peer; candidates it makes go out as `call:signal`.
    push('call:signal', { callId, description: { type: 'offer', sdp: 'v=0' } });
    expect(peers[0]!.peer.handleSignal).toHaveBeenCalledWith({
      description: { type: 'offer', sdp: 'v=0' },
    });
    peers[0]!.options.sendSignal({ candidate: { candidate: 'candidate:1 typ relay' } });
    await vi.waitFor(() =>
      expect(fakeSocket.emit).toHaveBeenCalledWith('call:signal', {
        callId,
        candidate: { candidate: 'candidate:1 typ relay' },
      }),
    );

    await controller.hangUp();
    expect(sentWithAck()).toContain('call:end');
    expect(controller.getSnapshot().state).toMatchObject({ phase: 'ended', reason: 'hangup' });
    expect(peers[0]!.peer.close).toHaveBeenCalled();
    expect(controller.getSnapshot().media.local).toBeNull();
  });

  it('a call nobody answers ends as missed; the caller hears it', async () => {
    answers.set('call:start', { ok: true, data: grant });
    await controller.dial(matchId, 'voice', 'Elvin');
    expect(controller.getSnapshot().state).toMatchObject({
      phase: 'outgoing',
      call: { role: 'caller', otherName: 'Elvin' },
    });
    push('call:ended', { callId, matchId, reason: 'missed' });
    expect(controller.getSnapshot().state).toMatchObject({ phase: 'ended', reason: 'missed' });
    expect(peers[0]!.peer.close).toHaveBeenCalled();
  });

  it('the caller offers once the callee answered; a decline ends it as declined', async () => {
    answers.set('call:start', { ok: true, data: grant });
    await controller.dial(matchId, 'voice', 'Elvin');
    push('call:accepted', { callId, matchId });
    expect(controller.getSnapshot().state).toMatchObject({ phase: 'active', answeredAt: 1000 });
    expect(peers[0]!.peer.offer).toHaveBeenCalled();

    await controller.dial(matchId, 'voice', 'Elvin');
    expect(sentWithAck().filter((event) => event === 'call:start')).toHaveLength(1);
  });

  it('declining stops the ringing at once and tells the server; its echo says nothing', async () => {
    push('call:ring', ring);
    await controller.decline();
    expect(sentWithAck()).toContain('call:decline');
    expect(phase()).toBe('idle');
    push('call:ended', { callId, matchId, reason: 'declined' });
    expect(phase()).toBe('idle');
  });

  it('the caller hears a decline', async () => {
    answers.set('call:start', { ok: true, data: grant });
    await controller.dial(matchId, 'voice', 'Elvin');
    push('call:ended', { callId, matchId, reason: 'declined' });
    expect(controller.getSnapshot().state).toMatchObject({ phase: 'ended', reason: 'declined' });
  });

  it('answered on another page of the member, this page stops ringing without a word', () => {
    push('call:ring', ring);
    push('call:accepted', { callId, matchId });
    expect(phase()).toBe('idle');
  });

  it('a block ends the call on the spot, whatever its phase', async () => {
    push('call:ring', ring);
    answers.set('call:accept', { ok: true, data: grant });
    await controller.accept();
    push('call:ended', { callId, matchId, reason: 'blocked' });
    expect(controller.getSnapshot().state).toMatchObject({ phase: 'ended', reason: 'blocked' });
    expect(peers[0]!.peer.close).toHaveBeenCalled();
    // Signals that straggle in after the end reach nothing.
    push('call:signal', { callId, candidate: { candidate: 'late' } });
    expect(peers[0]!.peer.handleSignal).not.toHaveBeenCalled();
  });

  it('a second call ringing during one does not replace it', async () => {
    push('call:ring', ring);
    push('call:ring', { ...ring, callId: 'another-call', caller: { id: 'x', name: 'Nigar' } });
    expect(controller.getSnapshot().state).toMatchObject({ call: { callId } });
  });

  it("the server's refusal rings nobody and lets go of the microphone", async () => {
    answers.set('call:start', {
      ok: false,
      error: { code: 'CALL_COOL_DOWN', message: 'wait' },
    });
    await expect(controller.dial(matchId, 'voice', 'Elvin')).rejects.toEqual(
      new CallRefused('CALL_COOL_DOWN'),
    );
    expect(phase()).toBe('idle');
    expect(peers).toHaveLength(0);
  });

  it('signals that arrive before the answer is acknowledged wait for the peer', async () => {
    push('call:ring', ring);
    let acknowledge: (value: object) => void = () => undefined;
    fakeSocket.emitWithAck.mockImplementationOnce(
      () => new Promise<object>((resolve) => (acknowledge = resolve)),
    );
    const accepting = controller.accept();
    await vi.waitFor(() => expect(sentWithAck()).toContain('call:accept'));
    push('call:signal', { callId, description: { type: 'offer', sdp: 'v=0' } });
    acknowledge({ ok: true, data: grant });
    await accepting;
    expect(peers[0]!.peer.handleSignal).toHaveBeenCalledWith({
      description: { type: 'offer', sdp: 'v=0' },
    });
  });

  it('"Report" ends the call as reported, without a word on this page', async () => {
    answers.set('call:start', { ok: true, data: grant });
    await controller.dial(matchId, 'voice', 'Elvin');
    push('call:accepted', { callId, matchId });
    await controller.endForReport();
    expect(fakeSocket.emitWithAck).toHaveBeenCalledWith('call:end', { callId, report: true });
    expect(phase()).toBe('idle');
    push('call:ended', { callId, matchId, reason: 'reported' });
    expect(phase()).toBe('idle');
  });

  it('mute and camera off switch the tracks this page sends', async () => {
    answers.set('call:start', { ok: true, data: grant });
    await controller.dial(matchId, 'voice', 'Elvin');
    controller.setMuted(true);
    const [audio] = controller.getSnapshot().media.local!.getAudioTracks();
    expect(audio!.enabled).toBe(false);
    expect(controller.getSnapshot().media.isMuted).toBe(true);
    controller.setMuted(false);
    expect(audio!.enabled).toBe(true);
  });
});
