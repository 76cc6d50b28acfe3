import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SendMessage } from '@vusal/shared/schemas/chat';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { chat, me, message, SLOW, stubChats } from './messages-screen.test-support';

// A socket that is connected but whose `message:send` is never acknowledged: socket.io's
// timeout rejects the send, as after ACK_TIMEOUT_MS (the wait itself is socket.io's, not ours).
const sentOnSocket: SendMessage[] = [];
const silentSocket = {
  connected: true,
  on: () => silentSocket,
  off: () => silentSocket,
  emit: () => true,
  timeout: () => silentSocket,
  emitWithAck: async (event: string, payload: unknown) => {
    if (event !== 'message:send') return { ok: false, error: { code: 'NOT_FOUND' } };
    sentOnSocket.push(payload as SendMessage);
    throw new Error('operation has timed out');
  },
  disconnect: () => undefined,
};
vi.mock('socket.io-client', () => ({ io: () => silentSocket }));

describe('a message whose socket send gets no answer (issue 34, item 9)', () => {
  it('is posted over HTTP with the same client id and ends as sent', async () => {
    const matchId = chat(1).matchId;
    const calls = stubChats({
      [`POST /api/chats/${matchId}/messages`]: (body) => {
        const { clientId, text } = body as { clientId: string; text: string };
        return { body: { message: { ...message(1, me.id, text), clientId } } };
      },
    });
    const user = userEvent.setup();
    await renderAt(`/messages?match=${matchId}`);
    const thread = await screen.findByRole('region', { name: /Elvin Quliyev/ }, SLOW);
    await user.type(within(thread).getByRole('textbox', { name: 'Message' }), 'Salam{Enter}');

    await waitFor(() =>
      expect(calls.filter((call) => call.route.startsWith('POST'))).toHaveLength(1),
    );
    const [post] = calls.filter((call) => call.route.startsWith('POST'));
    expect(sentOnSocket).toHaveLength(1);
    expect(post!.body).toEqual({ clientId: sentOnSocket[0]!.clientId, text: 'Salam' });
    // The stored row replaced the pending one: it carries the "Sent" tick, and nothing failed.
    expect(await within(thread).findByRole('img', { name: 'Sent' }, SLOW)).toBeDefined();
    expect(within(thread).getByText('Salam')).toBeDefined();
    expect(within(thread).queryByRole('alert')).toBeNull();
  });
});
