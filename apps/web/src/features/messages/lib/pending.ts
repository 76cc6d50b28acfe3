import type { MessageKey } from '../../../lib/i18n';
import { createStore } from './small-store';

/** A message the member sent that the server has not acknowledged yet (or refused). */
export type PendingMessage = {
  clientId: string;
  matchId: string;
  createdAt: string;
  /** `confirm`: contact details in a young chat; the sender decides first (decision 021). */
  status: 'sending' | 'failed' | 'confirm';
  /** The i18n key of why it failed; a file's upload may fail without the server's reason. */
  error?: MessageKey;
} & (
  | { kind: 'text'; text: string }
  | { kind: 'file'; file: File; progress: number; cancel: () => void }
);

/** Pending messages of every chat, oldest first. */
export const pendingStore = createStore<PendingMessage[]>([]);

export function addPending(message: PendingMessage): void {
  pendingStore.set((all) => [...all, message]);
}

export function updatePending(clientId: string, change: Partial<PendingMessage>): void {
  pendingStore.set((all) =>
    all.map((message) =>
      message.clientId === clientId ? ({ ...message, ...change } as PendingMessage) : message,
    ),
  );
}

/** The server has it (acknowledged or arrived as `message:new`), or the member cancelled it. */
export function removePending(clientId: string): void {
  pendingStore.set((all) => all.filter((message) => message.clientId !== clientId));
}
