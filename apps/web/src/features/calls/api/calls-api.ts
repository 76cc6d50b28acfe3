import { callsOptInSchema, type CallsOptIn } from '@vusal/shared/schemas/calls';
import type { ChatReport } from '@vusal/shared/schemas/chat';
import { apiFetch } from '../../../lib/api-client';

const optInPath = (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}/calls`;

/** `GET /api/matches/:matchId/calls`: my choice, and whether both turned calls on. */
export async function getCallsOptIn(matchId: string, signal?: AbortSignal): Promise<CallsOptIn> {
  return callsOptInSchema.parse(await apiFetch(optInPath(matchId), { signal }));
}

/** `PUT /api/matches/:matchId/calls`: turns calls on or off for this match, for me. */
export async function setCallsOptIn(matchId: string, on: boolean): Promise<CallsOptIn> {
  return callsOptInSchema.parse(
    await apiFetch(optInPath(matchId), { method: 'PUT', body: { on } }),
  );
}

/**
 * "Report" in a call: the chat's report (`POST /api/chats/:matchId/report`) with the call's id,
 * which the server notes in the report's frozen context.
 */
export async function reportCall(
  matchId: string,
  report: ChatReport & { callId: string },
): Promise<void> {
  await apiFetch(`/api/chats/${encodeURIComponent(matchId)}/report`, {
    method: 'POST',
    body: report,
  });
}
