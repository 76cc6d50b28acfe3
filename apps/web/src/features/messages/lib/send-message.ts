import type { Ack } from '@vusal/shared/events';
import type { ChatMessage } from '@vusal/shared/schemas/chat';
import type { AppErrorCode } from '@vusal/shared/errors';
import { ApiError } from '../../../lib/api-client';

/** How long a send waits for its acknowledgement before posting it over HTTP instead. */
export const ACK_TIMEOUT_MS = 8000;
/** Waits between attempts: the client retries until acknowledged, then gives up visibly. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

/** The server answered and stored nothing (closed chat, limit, database down): say so. */
export class MessageRefusedError extends Error {
  constructor(readonly code: AppErrorCode) {
    super(`message refused: ${code}`);
    this.name = 'MessageRefusedError';
  }
}

export type SendAttempt = () => Promise<Ack<{ message: ChatMessage }>>;

/**
 * One attempt of a text (details.md: "if the real-time send returns nothing, a direct insert is
 * used as fallback"): the socket first; when no acknowledgement comes in time, the same message,
 * same client id, over HTTP, which the server stores once whichever path reached it. The
 * server's refusal over HTTP answers as it would on the socket; no answer at all (the network)
 * is a failed attempt, retried like a lost acknowledgement.
 */
export function withHttpFallback(
  bySocket: SendAttempt,
  byHttp: () => Promise<ChatMessage>,
): SendAttempt {
  return async () => {
    try {
      return await bySocket();
    } catch {
      try {
        return { ok: true, data: { message: await byHttp() } };
      } catch (error) {
        if (!(error instanceof ApiError) || error.code === 'NETWORK') throw error;
        return { ok: false, error: { code: error.code, message: error.message } };
      }
    }
  };
}

/** Refusals that say "not now" (the database is away, SECURITY 30): worth the same retries. */
const TRANSIENT: ReadonlySet<AppErrorCode> = new Set(['MESSAGE_NOT_SENT', 'SERVICE_UNAVAILABLE']);

/**
 * Sends one message until the server acknowledges it (issue 10, SECURITY 27–30). Every attempt
 * carries the same client id, so a resend after a lost acknowledgement stores nothing twice. A
 * timeout (lost connection, sleeping laptop, restarting server) or a "not now" answer (the
 * database is away) is retried with backoff; any other refusal, or the last retry, ends it: the
 * text stays and the member retries. Resolves with the stored row: never a success without one.
 */
export async function sendUntilAcknowledged(
  attempt: SendAttempt,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<ChatMessage> {
  for (let tries = 0; ; tries++) {
    let failure: unknown;
    try {
      const answer = await attempt();
      if (answer.ok) return answer.data.message;
      failure = new MessageRefusedError(answer.error.code);
      if (!TRANSIENT.has(answer.error.code)) throw failure;
    } catch (error) {
      if (error instanceof MessageRefusedError && !TRANSIENT.has(error.code)) throw error;
      failure = error;
    }
    const delay = RETRY_DELAYS_MS[tries];
    if (delay === undefined) throw failure;
    await wait(delay);
  }
}
