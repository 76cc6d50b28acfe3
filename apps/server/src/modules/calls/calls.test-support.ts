// Test helpers of calls; imported by tests only.
import type { Ack } from '@vusal/shared/events';
import type { CallGrant, CallsOptIn } from '@vusal/shared/schemas/calls';
import { requestAs } from '../../../test/accounts';
import type { TestApp } from '../../../test/app';
import type { Member, TestSocket } from '../likes/discovery.test-support';

export const optIn = (ctx: TestApp, member: Member | undefined, matchId: string, on = true) =>
  requestAs(ctx, member, 'PUT', `/api/matches/${matchId}/calls`, { on });

export async function bothOn(ctx: TestApp, a: Member, b: Member, matchId: string) {
  await optIn(ctx, a, matchId);
  const answer = await optIn(ctx, b, matchId);
  return answer.json<CallsOptIn>();
}

/** Emits any payload, hostile ones too, and returns the acknowledgement. */
export const emit = <T = CallGrant | null>(socket: TestSocket, event: string, payload: unknown) =>
  (socket as unknown as { emitWithAck(e: string, p: unknown): Promise<Ack<T>> }).emitWithAck(
    event,
    payload,
  );

export function granted(answer: Ack<CallGrant | null>): CallGrant {
  if (!answer.ok || !answer.data) throw new Error(`refused: ${JSON.stringify(answer)}`);
  return answer.data;
}
