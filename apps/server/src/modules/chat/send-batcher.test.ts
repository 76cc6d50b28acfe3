import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../db/schema';
import type { MessageDraft, StoreOutcome } from './message-store';
import { createSendBatcher } from './send-batcher';

const draft = (matchId: string = randomUUID(), clientId: string = randomUUID()): MessageDraft => ({
  matchId,
  senderId: 'a',
  clientId,
  content: { type: 'text', body: 'Salam', hasContactDetails: false },
});

/** Answers each draft by its client id; each call waits until the test lets it end. */
function fakeStore() {
  const calls: { drafts: MessageDraft[]; end(error?: Error): void }[] = [];
  const answer = (one: MessageDraft): StoreOutcome => ({
    row: { clientId: one.clientId } as Message,
    isNew: true,
    match: { id: one.matchId, user1Id: 'a', user2Id: 'b' },
  });
  const store = (drafts: readonly MessageDraft[]) =>
    new Promise<StoreOutcome[]>((resolve, reject) => {
      calls.push({
        drafts: [...drafts],
        end: (error) => (error ? reject(error) : resolve(drafts.map(answer))),
      });
    });
  return { calls, store };
}

/** Lets the batcher's next turn of the event loop and the answers' promises run. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Issue 35, item 3 (decision 057): how sends are gathered into statements and answered. */
describe('send batcher', () => {
  it('sends of one turn share a statement; sends during it share the next', async () => {
    const { calls, store } = fakeStore();
    const batcher = createSendBatcher(store);
    const first = [draft(), draft(), draft()];
    const answered: string[] = [];
    const sending = first.map((one) =>
      batcher.store(one).then((outcome) => {
        if (!outcome.refused) answered.push(outcome.row.clientId);
      }),
    );
    await turn();
    expect(calls.map((call) => call.drafts)).toEqual([first]);

    // While the first statement runs, more sends wait, and nothing is answered yet.
    const second = [draft(), draft()];
    const later = second.map((one) => batcher.store(one));
    await turn();
    await turn();
    expect(calls).toHaveLength(1);
    expect(answered).toEqual([]);

    calls[0]!.end();
    await Promise.all(sending);
    expect(answered).toEqual(first.map((one) => one.clientId));
    await turn();
    expect(calls.map((call) => call.drafts)).toEqual([first, second]);
    calls[1]!.end();
    expect(await Promise.all(later)).toMatchObject(
      second.map((one) => ({ row: { clientId: one.clientId } })),
    );
  });

  it('keeps a second send of one client id in a chat for the next statement', async () => {
    const { calls, store } = fakeStore();
    const batcher = createSendBatcher(store);
    const one = draft();
    const other = draft();
    // The same client id in another chat is another message.
    const elsewhere = draft(randomUUID(), one.clientId);
    const sending = [one, { ...one }, other, elsewhere, { ...one }].map((each) =>
      batcher.store(each),
    );
    await turn();
    expect(calls[0]!.drafts).toEqual([one, other, elsewhere]);
    calls[0]!.end();
    await turn();
    await turn();
    expect(calls[1]!.drafts).toEqual([one]);
    calls[1]!.end();
    await turn();
    await turn();
    expect(calls[2]!.drafts).toEqual([one]);
    calls[2]!.end();
    expect(await Promise.all(sending)).toHaveLength(5);
  });

  it('stores at most the cap per statement, the rest in the next, in arrival order', async () => {
    const { calls, store } = fakeStore();
    const batcher = createSendBatcher(store, 3);
    const drafts = Array.from({ length: 7 }, () => draft());
    const sending = drafts.map((one) => batcher.store(one));
    for (const size of [3, 3, 1]) {
      await turn();
      await turn();
      expect(calls.at(-1)!.drafts).toHaveLength(size);
      calls.at(-1)!.end();
    }
    await Promise.all(sending);
    expect(calls.flatMap((call) => call.drafts)).toEqual(drafts);
  });

  it("a database error fails its own batch's sends with that error, and the next batch goes on", async () => {
    const { calls, store } = fakeStore();
    const batcher = createSendBatcher(store);
    const failing = [draft(), draft()].map((one) => batcher.store(one));
    await turn();
    const next = batcher.store(draft());
    const down = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    calls[0]!.end(down);
    for (const sending of failing) await expect(sending).rejects.toBe(down);
    await turn();
    calls[1]!.end();
    expect(await next).toMatchObject({ isNew: true });
  });
});
