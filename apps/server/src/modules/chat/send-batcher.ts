import type { MessageDraft, StoreOutcome } from './message-store';

/** The most sends one statement stores (decision 057): a bound on its size and its locks. */
export const SEND_BATCH_MAX = 200;

type Waiting = {
  draft: MessageDraft;
  resolve(outcome: StoreOutcome): void;
  reject(error: unknown): void;
};

const keyOf = ({ matchId, clientId }: MessageDraft) => `${matchId} ${clientId}`;

/**
 * Issue 35, item 3 (decision 057): group commit of sends. A send that finds no batch in flight
 * goes at the end of the event loop's turn, with whatever else arrived in that turn; sends that
 * arrive while a batch's statement runs wait for it and go together in the next one. So an idle
 * node adds no wait, and a busy one stores as many sends per statement as came during the last
 * one (up to `SEND_BATCH_MAX`), one statement in flight at a time.
 *
 * Each send is answered after its batch's statement committed, with its own outcome (the row,
 * or its own refusal); a database error fails every send of that batch with that error, as it
 * failed the one send before. A second send of one (match, client id) while the first is
 * waiting waits for the next batch, where the statement answers it with the first one's row.
 */
export function createSendBatcher(
  storeMessages: (drafts: readonly MessageDraft[]) => Promise<StoreOutcome[]>,
  max = SEND_BATCH_MAX,
) {
  let waiting: Waiting[] = [];
  let running = false;
  let planned = false;

  /** The next batch: the oldest sends, one per (match, client id), up to `max`. */
  function nextBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const keys = new Set<string>();
    for (const send of waiting) {
      const key = keyOf(send.draft);
      if (batch.length === max || keys.has(key)) later.push(send);
      else {
        keys.add(key);
        batch.push(send);
      }
    }
    waiting = later;
    return batch;
  }

  function run(): void {
    planned = false;
    const batch = nextBatch();
    running = true;
    storeMessages(batch.map((send) => send.draft)).then(
      (outcomes) => {
        batch.forEach((send, n) => send.resolve(outcomes[n]!));
        done();
      },
      (error: unknown) => {
        for (const send of batch) send.reject(error);
        done();
      },
    );
  }

  function done(): void {
    running = false;
    plan();
  }

  function plan(): void {
    if (running || planned || !waiting.length) return;
    planned = true;
    setImmediate(run);
  }

  return {
    /** Stores the draft with the sends around it; its outcome once their statement committed. */
    store(draft: MessageDraft): Promise<StoreOutcome> {
      return new Promise((resolve, reject) => {
        waiting.push({ draft, resolve, reject });
        plan();
      });
    },
  };
}
