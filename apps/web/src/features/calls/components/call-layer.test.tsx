import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { disconnectSocket } from '../../../lib/socket';
import { renderWithProviders } from '../../../test/providers';
import { calls } from '../lib/calls';
import { CallLayer } from './call-layer';

// A fake Socket.IO connection under lib/socket: the server's pushes, and what the page sent.
type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();
const fakeSocket = {
  connected: true,
  on: (event: string, listener: Listener) => {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
  },
  off: (event: string, listener: Listener) => listeners.get(event)?.delete(listener),
  emit: vi.fn(),
  emitWithAck: vi.fn(() => Promise.resolve({ ok: true, data: null })),
  disconnect: vi.fn(),
};
vi.mock('socket.io-client', () => ({ io: () => fakeSocket }));

// Async: the screens' code loads on the first ring, and React renders them within the act.
const push = (event: string, payload: unknown) =>
  act(async () => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
    await import('./call-screens');
  });

const callId = '6f1c1b56-8e0e-4c4e-9d43-1b2a3c4d5e6f';
const ring = {
  callId,
  matchId: '0b8f8a53-2f5e-4b51-a7f4-0c1d2e3f4a5b',
  kind: 'voice',
  caller: { id: 'caller-id', name: 'Aysel' },
  ringingUntil: new Date(Date.now() + 45_000).toISOString(),
};

// The page's one call controller outlives each render: every test starts with no call.
beforeEach(() => calls.dismiss());

afterEach(() => {
  disconnectSocket();
  listeners.clear();
  fakeSocket.emitWithAck.mockClear();
});

async function ringing() {
  renderWithProviders(<CallLayer />);
  await vi.waitFor(() => expect(listeners.get('call:ring')?.size).toBe(1));
  await push('call:ring', { ...ring, ringingUntil: new Date(Date.now() + 45_000).toISOString() });
  return screen.findByRole('dialog', { name: 'Aysel is calling you (voice)' });
}

describe('the ringing on every page (issue 40)', () => {
  it('rings with the time left, opens on Accept, and Escape declines nothing', async () => {
    const user = userEvent.setup();
    const dialog = await ringing();
    expect(dialog.textContent).toContain('Calls are never recorded.');
    expect(screen.getByRole('timer', { name: 'Time left to answer' }).textContent).toMatch(
      /^\d+ seconds left$/,
    );
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept' })),
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Aysel is calling you (voice)' })).toBeTruthy();
    expect(fakeSocket.emitWithAck).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('Decline stops the ringing and tells the server', async () => {
    const user = userEvent.setup();
    await ringing();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(fakeSocket.emitWithAck).toHaveBeenCalledWith('call:decline', { callId });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stops ringing when the caller gives up or the call is ended by a block', async () => {
    await ringing();
    await push('call:ended', { callId, matchId: ring.matchId, reason: 'blocked' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
