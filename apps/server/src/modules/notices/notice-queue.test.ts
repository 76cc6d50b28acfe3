import { describe, expect, it } from 'vitest';
import type { Notice } from './notice-batch';
import { createNoticeQueue } from './notice-queue';

const notice = (recipientId: string): Notice => ({
  kind: 'new-like',
  recipientId,
  fromId: 'someone',
});

describe('the notice queue (decision 068)', () => {
  it('tells the notices gathered together, one batch at a time, whole calls up to its size', async () => {
    const batches: string[][] = [];
    let release = () => {};
    const queue = createNoticeQueue(
      async (notices) => {
        batches.push(notices.map((told) => told.recipientId));
        // The first batch is slow: what comes meanwhile waits for the next.
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      0,
      3,
    );
    const first = queue.add([notice('a')]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = [
      queue.add([notice('b'), notice('c')]),
      queue.add([notice('d'), notice('e')]),
      queue.add([notice('f')]),
      queue.add([notice('g'), notice('h'), notice('i'), notice('j')]),
    ];
    release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([['a'], ['b', 'c'], ['d', 'e', 'f'], ['g', 'h', 'i', 'j']]);
  });
});
