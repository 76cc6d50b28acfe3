import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createConfirmedAccount, requestAs } from '../../../test/accounts';
import { follow, insertGuardian } from '../family/family.test-support';
import { insertMembers } from '../likes/discovery.test-support';
import {
  answerSharing,
  consent,
  endGuardianship,
  guardedMatch,
  sendText,
} from './chat-sharing.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('access sweep of the chat-sharing routes (decision 051)', () => {
  it('lets only the right guardian read the copies', async () => {
    const { db } = ctx.database;
    const pair = await guardedMatch(ctx, { woman: {}, man: {} });
    const { man, woman, matchId } = pair;
    await consent(ctx, man, matchId);
    await consent(ctx, woman, matchId);
    await answerSharing(ctx, man, matchId, true);
    await answerSharing(ctx, woman, matchId, false);
    await sendText(ctx, woman, matchId, 'Salam');

    const [member, moderator, admin] = await insertMembers(db, [
      { gender: 'female' },
      { gender: 'male' },
      { gender: 'male' },
    ]);
    await db.insert(userRoles).values([
      { userId: moderator!.id, role: 'moderator' },
      { userId: admin!.id, role: 'admin' },
    ]);
    const pending = await createConfirmedAccount(ctx);
    const stranger = await insertGuardian(db, 'Stranger');
    const revoked = await insertGuardian(db, 'Revoked');
    const [otherWoman] = await insertMembers(db, [{ gender: 'female' }]);
    await endGuardianship(ctx, await follow(db, otherWoman!, revoked, { readsChats: true }));
    // A guardian of someone else, with every scope, is still a stranger to this chat.
    const [third] = await insertMembers(db, [{ gender: 'female' }]);
    const busy = await insertGuardian(db, 'Busy');
    await follow(db, third!, busy, { readsChats: true, seesMatches: true });

    const urls = [
      `/api/guardian/members/${woman.id}/chats`,
      `/api/guardian/members/${woman.id}/chats/${matchId}/messages`,
    ];
    const expected: [string, { cookie: string } | undefined, number][] = [
      ['anonymous', undefined, 401],
      ['pending member', pending, 403],
      ['member of the chat', woman, 403],
      ['other member of the chat', man, 403],
      ['unrelated member', member, 403],
      ['moderator', moderator, 403],
      ['admin', admin, 403],
      ['the right guardian', pair.womanFamily!.guardian, 200],
      ["the other member's guardian", pair.manFamily!.guardian, 404],
      ['a revoked guardian', revoked, 404],
      ['a stranger guardian', stranger, 404],
      ["someone else's guardian", busy, 404],
    ];
    for (const url of urls) {
      for (const [who, person, status] of expected) {
        const response = await requestAs(ctx, person, 'GET', url);
        expect(response.statusCode, `${who} ${url}`).toBe(status);
        if (status >= 400) expect(response.json().error.code, who).toEqual(expect.any(String));
      }
    }
    // The man declined nothing of his own sister's, but the woman declined: the sister reads
    // nothing, at either URL of her own member.
    const sister = pair.manFamily!.guardian;
    expect(
      (await requestAs(ctx, sister, 'GET', `/api/guardian/members/${man.id}/chats`)).json().items,
    ).toEqual([]);
    expect(
      (
        await requestAs(
          ctx,
          sister,
          'GET',
          `/api/guardian/members/${man.id}/chats/${matchId}/messages`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('answers the members routes to approved members only', async () => {
    const { db } = ctx.database;
    const [member, moderator, admin] = await insertMembers(db, [
      { gender: 'female' },
      { gender: 'male' },
      { gender: 'male' },
    ]);
    await db.insert(userRoles).values([
      { userId: moderator!.id, role: 'moderator' },
      { userId: admin!.id, role: 'admin' },
    ]);
    const pending = await createConfirmedAccount(ctx);
    const guardian = await insertGuardian(db);
    const url = '/api/chat-sharing';
    expect((await requestAs(ctx, undefined, 'GET', url)).statusCode).toBe(401);
    expect((await requestAs(ctx, pending, 'GET', url)).statusCode).toBe(403);
    expect((await requestAs(ctx, guardian, 'GET', url)).statusCode).toBe(403);
    for (const person of [member, moderator, admin]) {
      const response = await requestAs(ctx, person, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ items: [] });
    }
    // Someone else's match answers as absent; hostile input is a 400, never a 5xx.
    const pair = await guardedMatch(ctx, { woman: {} });
    await consent(ctx, pair.man, pair.matchId);
    await consent(ctx, pair.woman, pair.matchId);
    const answer = `/api/chat-sharing/${pair.matchId}/answer`;
    expect(
      (await requestAs(ctx, member, 'GET', `/api/chat-sharing/${pair.matchId}`)).statusCode,
    ).toBe(404);
    expect((await requestAs(ctx, member, 'POST', answer, { accept: true })).statusCode).toBe(404);
    expect((await requestAs(ctx, guardian, 'POST', answer, { accept: true })).statusCode).toBe(403);
    for (const body of [{}, { accept: 'yes' }, { accept: 'x'.repeat(10_000) }]) {
      expect((await requestAs(ctx, pair.man, 'POST', answer, body)).statusCode).toBe(400);
    }
    expect((await requestAs(ctx, pair.man, 'GET', '/api/chat-sharing/not-a-uuid')).statusCode).toBe(
      400,
    );
    expect(
      (await requestAs(ctx, pair.womanFamily!.guardian, 'GET', '/api/guardian/members/x%00/chats'))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await requestAs(
          ctx,
          pair.womanFamily!.guardian,
          'GET',
          `/api/guardian/members/${pair.woman.id}/chats/${pair.matchId}/messages?cursor=zzz`,
        )
      ).statusCode,
    ).toBeLessThan(500);
  });
});
