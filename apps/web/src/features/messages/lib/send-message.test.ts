import type { ChatMessage } from '@vusal/shared/schemas/chat';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  MessageRefusedError,
  RETRY_DELAYS_MS,
  sendUntilAcknowledged,
  withHttpFallback,
} from './send-message';

const stored: ChatMessage = {
  id: '00000000-0000-4000-8000-000000000010',
  matchId: '00000000-0000-4000-8000-000000000001',
  clientId: '00000000-0000-4000-8000-000000000002',
  senderId: 'me',
  type: 'text',
  text: 'Salam',
  attachment: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  deliveredAt: null,
  readAt: null,
  hasContactDetails: false,
};

describe('sendUntilAcknowledged', () => {
  it('resends the same message after lost acknowledgements, with growing waits, until stored', async () => {
    const attempt = vi
      .fn()
      .mockRejectedValueOnce(new Error('operation has timed out'))
      .mockRejectedValueOnce(new Error('operation has timed out'))
      .mockResolvedValueOnce({ ok: true, data: { message: stored } });
    const waits: number[] = [];
    const message = await sendUntilAcknowledged(attempt, async (ms) => void waits.push(ms));
    expect(message).toEqual(stored);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([RETRY_DELAYS_MS[0], RETRY_DELAYS_MS[1]]);
  });

  it('does not retry a refusal such as a closed chat: the member decides', async () => {
    const attempt = vi.fn().mockResolvedValue({
      ok: false,
      error: { code: 'CHAT_NOT_FOUND', message: 'errors.CHAT_NOT_FOUND' },
    });
    await expect(sendUntilAcknowledged(attempt, async () => undefined)).rejects.toEqual(
      new MessageRefusedError('CHAT_NOT_FOUND'),
    );
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('retries while the database is away, and stores once it is back (SECURITY 30)', async () => {
    const down = { ok: false, error: { code: 'MESSAGE_NOT_SENT', message: '' } };
    const attempt = vi
      .fn()
      .mockResolvedValueOnce(down)
      .mockResolvedValueOnce(down)
      .mockResolvedValueOnce({ ok: true, data: { message: stored } });
    await expect(sendUntilAcknowledged(attempt, async () => undefined)).resolves.toEqual(stored);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('says so when the database stays away through every retry', async () => {
    const attempt = vi
      .fn()
      .mockResolvedValue({ ok: false, error: { code: 'MESSAGE_NOT_SENT', message: '' } });
    await expect(sendUntilAcknowledged(attempt, async () => undefined)).rejects.toEqual(
      new MessageRefusedError('MESSAGE_NOT_SENT'),
    );
    expect(attempt).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
  });

  it('gives up visibly once every wait is spent, never with a false success', async () => {
    const attempt = vi.fn().mockRejectedValue(new Error('operation has timed out'));
    await expect(sendUntilAcknowledged(attempt, async () => undefined)).rejects.toThrow(
      'timed out',
    );
    expect(attempt).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
  });
});

describe('withHttpFallback (issue 34, item 9)', () => {
  const lost = () => Promise.reject(new Error('operation has timed out'));

  it('posts a send whose acknowledgement never came, and ends with the stored row', async () => {
    const byHttp = vi.fn().mockResolvedValue(stored);
    const message = await sendUntilAcknowledged(withHttpFallback(lost, byHttp), async () => {});
    expect(message).toEqual(stored);
    expect(byHttp).toHaveBeenCalledOnce();
  });

  it('does not post what the socket acknowledged', async () => {
    const byHttp = vi.fn();
    const attempt = withHttpFallback(async () => ({ ok: true, data: { message: stored } }), byHttp);
    await expect(sendUntilAcknowledged(attempt, async () => {})).resolves.toEqual(stored);
    expect(byHttp).not.toHaveBeenCalled();
  });

  it("answers the server's HTTP refusal as the socket would: final, or retried when 'not now'", async () => {
    const closed = withHttpFallback(lost, () =>
      Promise.reject(new ApiError('CHAT_NOT_FOUND', 404, 'errors.CHAT_NOT_FOUND')),
    );
    await expect(sendUntilAcknowledged(closed, async () => {})).rejects.toEqual(
      new MessageRefusedError('CHAT_NOT_FOUND'),
    );
    const byHttp = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('NETWORK', 0, 'Network request failed'))
      .mockRejectedValueOnce(new ApiError('SERVICE_UNAVAILABLE', 503, ''))
      .mockResolvedValueOnce(stored);
    const waits: number[] = [];
    const message = await sendUntilAcknowledged(
      withHttpFallback(lost, byHttp),
      async (ms) => void waits.push(ms),
    );
    expect(message).toEqual(stored);
    expect(waits).toEqual([RETRY_DELAYS_MS[0], RETRY_DELAYS_MS[1]]);
  });
});
