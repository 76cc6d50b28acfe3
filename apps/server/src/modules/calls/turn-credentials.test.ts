import { createHmac } from 'node:crypto';
import { CALL } from '@vusal/shared/schemas/calls';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { grantFor } from './turn-credentials';

const party = {
  callId: 'c0ffee00-0000-4000-8000-000000000001',
  matchId: 'm',
  kind: 'voice' as const,
  userId: 'u1',
};
const turn = { urls: ['turn:127.0.0.1:3478?transport=udp'], secret: 'a-shared-secret-of-coturn' };

/**
 * What coturn does with "use-auth-secret" (userdb.c, the REST API draft): the part of the
 * username before the first colon is a Unix time after which it refuses the credential, and the
 * password it expects is base64(HMAC-SHA1(static-auth-secret, username)).
 */
function coturnAccepts(secret: string, username: string, password: string, at: Date) {
  const expiry = Number(username.split(':')[0]);
  if (!Number.isInteger(expiry) || expiry * 1000 <= at.getTime()) return false;
  return createHmac('sha1', secret).update(username).digest('base64') === password;
}

describe('TURN credentials (issue 40, decision 047)', () => {
  it('gives a relay-only grant that coturn accepts until it expires, and only then', () => {
    const now = new Date('2026-12-06T12:00:00Z');
    const grant = grantFor(turn, party, now);
    expect(grant.iceTransportPolicy).toBe('relay');
    expect(grant.iceServers).toHaveLength(1);
    const [server] = grant.iceServers;
    expect(server!.urls).toEqual(turn.urls);
    const expiry = now.getTime() / 1000 + CALL.turnTtlSeconds;
    expect(server!.username).toBe(`${expiry}:${party.callId}.${party.userId}`);
    expect(grant.expiresAt).toBe(new Date(expiry * 1000).toISOString());
    const { username, credential } = server!;
    expect(coturnAccepts(turn.secret, username, credential, now)).toBe(true);
    expect(coturnAccepts(turn.secret, username, credential, new Date(expiry * 1000 - 1000))).toBe(
      true,
    );
    expect(coturnAccepts(turn.secret, username, credential, new Date(expiry * 1000))).toBe(false);
    expect(coturnAccepts('another secret', username, credential, now)).toBe(false);
    expect(
      coturnAccepts(
        turn.secret,
        `${expiry + 3600}:${party.callId}.${party.userId}`,
        credential,
        now,
      ),
    ).toBe(false);
  });

  it('without TURN gives no servers and lets the browsers connect directly', () => {
    expect(grantFor(null, party, new Date())).toMatchObject({
      iceServers: [],
      iceTransportPolicy: 'all',
      expiresAt: null,
    });
  });

  it('reads TURN_URL (comma-separated) and TURN_SECRET together, or neither', () => {
    const base = { NODE_ENV: 'test' as const };
    expect(loadConfig({ ...base, TURN_URL: '', TURN_SECRET: '' }).turn).toBeNull();
    expect(
      loadConfig({
        ...base,
        TURN_URL: 'turn:127.0.0.1:3478?transport=udp, turn:127.0.0.1:3478?transport=tcp',
        TURN_SECRET: turn.secret,
      }).turn,
    ).toEqual({
      urls: ['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp'],
      secret: turn.secret,
    });
    expect(() => loadConfig({ ...base, TURN_URL: 'turn:127.0.0.1:3478' })).toThrow(/TURN_SECRET/);
    expect(() => loadConfig({ ...base, TURN_SECRET: turn.secret })).toThrow(/TURN_URL/);
    expect(() => loadConfig({ ...base, TURN_URL: 'http://x', TURN_SECRET: turn.secret })).toThrow(
      /TURN_URL/,
    );
  });
});
