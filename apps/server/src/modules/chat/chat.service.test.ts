import { silentNotices } from '../notices/notices.service';
import { describe, expect, it, vi } from 'vitest';
import type { Match } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ChatRepository } from './chat.repository';
import { createMetrics } from '../../infra/metrics/metrics';
import { createChatService } from './chat.service';

const match = {
  id: '6b0c1b8e-5d0e-4a43-9d4c-1a8f4c1a1a1a',
  user1Id: 'a',
  user2Id: 'b',
  chatOpened: true,
} as Match;

describe('chat service', () => {
  it('SECURITY 30: with the database down a send fails with MESSAGE_NOT_SENT and tells nobody', async () => {
    const down = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const chat = {
      storeMessages: vi.fn().mockRejectedValue(down),
      openChat: vi.fn().mockResolvedValue(match),
    } as unknown as ChatRepository;
    const notifier = {
      toUser: vi.fn(),
      toEveryone: vi.fn(),
      badgesChanged: vi.fn(),
      isListening: () => true,
      isOnline: async () => true,
    };
    const log = { error: vi.fn() };
    const service = createChatService({
      chat,
      moderation: { fileReport: vi.fn(), fileReportAndBlock: vi.fn() },
      standing: { assertMayReachOut: async () => {}, assertRecipientAccepts: async () => {} },
      notifier,
      notices: silentNotices,
      clock: { now: () => new Date() },
      log: log as never,
      metrics: createMetrics().metrics,
    });
    const sending = service.send('a', {
      matchId: match.id,
      clientId: '0f7d2d0e-2b8e-4c54-8e0e-3c3c3c3c3c3c',
      text: 'hi',
    });
    await expect(sending).rejects.toBeInstanceOf(AppError);
    await expect(sending).rejects.toMatchObject({ code: 'MESSAGE_NOT_SENT', statusCode: 503 });
    expect(notifier.toUser).not.toHaveBeenCalled();
    expect(notifier.badgesChanged).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalled();
  });
});
