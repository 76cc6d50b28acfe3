import { createHmac } from 'node:crypto';
import { CALL, type CallGrant } from '@vusal/shared/schemas/calls';

export type TurnConfig = { urls: string[]; secret: string };

type Party = { callId: string; matchId: string; kind: CallGrant['kind']; userId: string };

/**
 * coturn's REST-API credentials ("use-auth-secret", decision 047): the username is
 * `<unix expiry>:<call>.<member>` and the password base64(HMAC-SHA1(secret, username)), so
 * coturn checks them with no database and refuses them after the expiry; the username names
 * the call and the member in coturn's log, never anything a peer could use. Without TURN the
 * browsers connect directly (one machine): no servers, every candidate allowed.
 */
export function grantFor(turn: TurnConfig | null, party: Party, now: Date): CallGrant {
  const base = { callId: party.callId, matchId: party.matchId, kind: party.kind };
  if (!turn) return { ...base, iceServers: [], iceTransportPolicy: 'all', expiresAt: null };
  const expiry = Math.floor(now.getTime() / 1000) + CALL.turnTtlSeconds;
  const username = `${expiry}:${party.callId}.${party.userId}`;
  return {
    ...base,
    iceServers: [{ urls: turn.urls, username, credential: turnPassword(turn.secret, username) }],
    iceTransportPolicy: 'relay',
    expiresAt: new Date(expiry * 1000).toISOString(),
  };
}

export const turnPassword = (secret: string, username: string) =>
  createHmac('sha1', secret).update(username).digest('base64');
