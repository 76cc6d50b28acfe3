import {
  familyMeetingAnswerSchema,
  familyMeetingsSchema,
  guardianMeetingsSchema,
  type FamilyMeeting,
  type FamilyMeetingInput,
  type FamilyMeetings,
  type GuardianMeetings,
} from '@vusal/shared/schemas/family-meetings';
import { apiFetch } from '../../../lib/api-client';
import { guardianQueryKey } from '../../../lib/query-client';

const matchPath = (matchId: string) =>
  `/api/matches/${encodeURIComponent(matchId)}/family-meetings`;

/** The feature's query keys (decision 052). */
export const familyMeetingsKeys = {
  all: ['family-meetings'] as const,
  ofMatch: (matchId: string) => [...familyMeetingsKeys.all, 'match', matchId] as const,
  // A guardian's read is under the key every guardian read shares (never fresh, lib/query-client).
  ofGuardian: (memberId: string) => [guardianQueryKey, memberId, 'family-meetings'] as const,
};

/** `GET /api/matches/:matchId/family-meetings`: the requests, and whether I may send one. */
export async function getFamilyMeetings(
  matchId: string,
  signal?: AbortSignal,
): Promise<FamilyMeetings> {
  return familyMeetingsSchema.parse(await apiFetch(matchPath(matchId), { signal }));
}

/** `POST /api/matches/:matchId/family-meetings`: asks for our families to meet. */
export async function sendFamilyMeeting(
  matchId: string,
  input: FamilyMeetingInput,
): Promise<FamilyMeeting> {
  const answer = await apiFetch(matchPath(matchId), { method: 'POST', body: input });
  return familyMeetingAnswerSchema.parse(answer).meeting;
}

/** `POST /api/family-meetings/:id/accept|decline`: the recipient's answer. */
export async function answerFamilyMeeting(
  meetingId: string,
  answer: 'accept' | 'decline',
): Promise<FamilyMeeting> {
  const body = await apiFetch(`/api/family-meetings/${encodeURIComponent(meetingId)}/${answer}`, {
    method: 'POST',
  });
  return familyMeetingAnswerSchema.parse(body).meeting;
}

/** `GET /api/guardian/members/:memberId/meetings`: a guardian's read-only list. */
export async function getGuardianMeetings(
  memberId: string,
  signal?: AbortSignal,
): Promise<GuardianMeetings> {
  return guardianMeetingsSchema.parse(
    await apiFetch(`/api/guardian/members/${encodeURIComponent(memberId)}/meetings`, { signal }),
  );
}
