import { z } from '../zod';
import { callKinds } from '../catalog/enums';

/**
 * Voice and video calls between matches (issue 40, decision 047).
 *
 * - Opt-in per match over HTTP: `GET|PUT /api/matches/:matchId/calls` (`callsOptInBodySchema` →
 *   `callsOptInSchema`). `both` is true only when both members turned calls on; the answer never
 *   says what the other member chose while `both` is false.
 * - Everything about one call travels over the member's Socket.IO connection (events.ts), so
 *   the server knows which page placed and which page answered the call: the WebRTC signals go
 *   to those two sockets only, on any node, and closing either page ends the call.
 *   `call:start` and `call:accept` acknowledge with a `CallGrant` (the TURN credentials of that
 *   party); `call:decline` and `call:end` acknowledge with null.
 * - The caller sends the offer after `call:accepted`; the callee answers it.
 * - A missed or declined call leaves one chat message of type `call` whose `text` is a
 *   `CallLine` (translated as `calls.line.<line>`); its sender is the caller.
 */

export const CALL = {
  /** How long the callee's pages ring before the call is missed. */
  ringMs: 45_000,
  /** Three unanswered calls by one caller in one match within an hour… */
  coolDownCalls: 3,
  coolDownWindowMs: 60 * 60_000,
  /** …and the caller waits an hour from the third one. */
  coolDownMs: 60 * 60_000,
  /**
   * Lifetime of a TURN credential. coturn refuses the refreshes that keep a relay alive once its
   * credential expired, so this is also the longest call (decision 047).
   */
  turnTtlSeconds: 2 * 60 * 60,
  /** Size limits of what the signal relay forwards (an SDP of a video call is a few KB). */
  sdpMax: 16_000,
  candidateMax: 1_000,
  /** An RTCIceCandidate's sdpMid and usernameFragment are short tokens. */
  tokenMax: 256,
} as const;

export type CallKind = (typeof callKinds)[number];

/**
 * Why a call ended, as `call:ended` says. `hangup`: a party ended an answered call;
 * `cancelled`: the caller gave up before an answer; `declined`, `missed` (nobody answered
 * within CALL.ringMs); `blocked`, `unmatched`, `calls-off` (either member turned calls off for
 * the match), `suspended` (a moderator suspended or banned either member), `disconnected` (the
 * page in the call closed), `reported` (a party pressed "Report" during the call).
 */
export const callEndReasons = [
  'hangup',
  'cancelled',
  'declined',
  'missed',
  'blocked',
  'unmatched',
  'calls-off',
  'suspended',
  'disconnected',
  'reported',
] as const;
export type CallEndReason = (typeof callEndReasons)[number];

/** The chat line a missed or declined call leaves: `calls.line.<line>` in the catalogues. */
export const callLines = [
  'missed-voice',
  'missed-video',
  'declined-voice',
  'declined-video',
] as const;
export type CallLine = (typeof callLines)[number];

const id = z.guid('validation.invalid');
export const callIdSchema = id;

export const callsParamsSchema = z.object({ matchId: id });

/** `PUT /api/matches/:matchId/calls`. */
export const callsOptInBodySchema = z.object({ on: z.boolean('validation.invalid') });
export type CallsOptInBody = z.input<typeof callsOptInBodySchema>;

/** The answer of `GET` and `PUT /api/matches/:matchId/calls`: my choice, and whether both. */
export const callsOptInSchema = z.object({ mine: z.boolean(), both: z.boolean() });
export type CallsOptIn = z.infer<typeof callsOptInSchema>;

/** `calls:state`: sent to both members when `both` changes (on: "Calls are on"). */
export const callsStateSchema = z.object({ matchId: z.string(), both: z.boolean() });
export type CallsState = z.infer<typeof callsStateSchema>;

/** `call:start` (client): call the other member of this match. */
export const startCallSchema = z.object({
  matchId: id,
  kind: z.enum(callKinds, 'validation.invalidChoice'),
});
export type StartCall = z.input<typeof startCallSchema>;

/** `call:accept`, `call:decline` (client). */
export const callRefSchema = z.object({ callId: id });
export type CallRef = z.input<typeof callRefSchema>;

/**
 * `call:end` (client): hang up; before an answer the caller cancels (the callee declines).
 * `report: true`: the member pressed "Report" in the call. The call is stored as ended by a
 * report and the reporter's pages hear `reported`; the other member hears `hangup`, and never
 * learns of the report. The report itself follows with `callId` (`POST /api/chats/:id/report`).
 */
export const endCallSchema = callRefSchema.extend({ report: z.literal(true).optional() });
export type EndCall = z.input<typeof endCallSchema>;

/** One entry of RTCConfiguration.iceServers. */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string(),
  credential: z.string(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/**
 * What a party needs for its RTCPeerConnection: `new RTCPeerConnection({ iceServers,
 * iceTransportPolicy })`. With TURN configured: one TURN entry and 'relay', so no address of a
 * member reaches the other. Without TURN (one machine): no servers and 'all'.
 */
export const callGrantSchema = z.object({
  callId: z.string(),
  matchId: z.string(),
  kind: z.enum(callKinds),
  iceServers: z.array(iceServerSchema),
  iceTransportPolicy: z.enum(['relay', 'all']),
  /** When the TURN credential expires (ISO); null without TURN. */
  expiresAt: z.iso.datetime().nullable(),
});
export type CallGrant = z.infer<typeof callGrantSchema>;

/** `call:ring` (server → callee's pages): an incoming call. */
export const callRingSchema = z.object({
  callId: z.string(),
  matchId: z.string(),
  kind: z.enum(callKinds),
  caller: z.object({ id: z.string(), name: z.string() }),
  ringingUntil: z.iso.datetime(),
});
export type CallRing = z.infer<typeof callRingSchema>;

/**
 * `call:accepted` (server → both members' pages): the callee answered on one page. The caller
 * now sends the offer; the callee's other pages stop ringing.
 */
export const callAcceptedSchema = z.object({ callId: z.string(), matchId: z.string() });
export type CallAccepted = z.infer<typeof callAcceptedSchema>;

/** `call:ended` (server → both members' pages; `reported` only to the reporter's). */
export const callEndedSchema = z.object({
  callId: z.string(),
  matchId: z.string(),
  reason: z.enum(callEndReasons),
});
export type CallEnded = z.infer<typeof callEndedSchema>;

const noNul = (value: string) => !value.includes('\u0000');
const signalText = (max: number) =>
  z.string().max(max, 'validation.tooLong').refine(noNul, 'validation.invalid');

export const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: signalText(CALL.sdpMax),
});

/** RTCIceCandidateInit; an empty `candidate` is the end-of-candidates marker. */
export const iceCandidateSchema = z.object({
  candidate: signalText(CALL.candidateMax),
  sdpMid: signalText(CALL.tokenMax).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullish(),
  usernameFragment: signalText(CALL.tokenMax).nullish(),
});

/**
 * `call:signal`, both ways: the client sends it, the server relays the same payload to the
 * other party's page in the call only. Exactly one of `description` and `candidate`.
 */
export const callSignalSchema = z
  .object({
    callId: id,
    description: sessionDescriptionSchema.optional(),
    candidate: iceCandidateSchema.optional(),
  })
  .refine(
    (signal) => (signal.description === undefined) !== (signal.candidate === undefined),
    'validation.invalid',
  );
export type CallSignal = z.infer<typeof callSignalSchema>;
