import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { sample, scrape } from '../../../test/metrics';
import { chatPair } from '../chat/chat.test-support';
import { liveApp } from '../likes/discovery.test-support';

describe('the queues on /metrics come from the moderation module (issue 36, item 2)', () => {
  const live = liveApp();

  it('gauges every queue from the same summary as the staff screen', async () => {
    const { a, matchId } = await chatPair(live.ctx.database.db);
    await live.ctx.database.db.insert(messages).values({
      matchId,
      senderId: a.id,
      clientId: randomUUID(),
      body: 'x@y.az',
      hasContactDetails: true,
    });
    const text = await scrape(live.ctx);
    expect(sample(text, 'vusal_moderation_queue_size', 'queue="markedMessages"')).toBe(1);
    expect(sample(text, 'vusal_moderation_queue_size', 'queue="reports"')).toBe(0);
    expect(text).toContain('vusal_moderation_queue_oldest_seconds{queue="appeals"} 0');
  });
});
