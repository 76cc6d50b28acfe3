import { describe, expect, it } from 'vitest';
import { matches } from '../../db/schema';
import { orderedPair } from '../../db/ordered-pair';
import { post, session, signIn, STRONG_PASSWORD } from '../../../test/accounts';
import { manualClock } from '../../../test/app';
import { chatPair, send, text } from '../chat/chat.test-support';
import { api, couple, insertMembers, liveApp, type Member } from '../likes/discovery.test-support';
import { DAY_MS, moderationHarness } from './decisions.test-support';

const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
const live = liveApp({ clock });
const { db, moderator, decide, auditOf, signedUpMember } = moderationHarness(live);

describe('moderator actions on a report (issue 24, item 3)', () => {
  it('a warning is shown to the member once, with the reason, and audited with who and why', async () => {
    const mod = await moderator();
    const [member, other] = await couple(db());
    const response = await decide(mod, member!.id, { decision: 'warn', reason: 'Be polite' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('actioned');

    const notices = (await api(live.ctx, member).get('/api/moderation/notices')).json();
    expect(notices).toMatchObject({
      warning: { reason: 'Be polite' },
      verificationRequired: null,
    });
    // Someone else cannot mark it seen; the member's own page does, once.
    const seen = (as: Member) =>
      api(live.ctx, as).post(`/api/moderation/warnings/${notices.warning.id}/seen`);
    expect((await seen(other)).statusCode).toBe(204);
    expect((await api(live.ctx, member).get('/api/moderation/notices')).json().warning).not.toBe(
      null,
    );
    expect((await seen(member)).statusCode).toBe(204);
    expect((await api(live.ctx, member).get('/api/moderation/notices')).json().warning).toBe(null);

    expect(await auditOf(member!.id)).toMatchObject([
      { actorId: mod.id, action: 'warn', details: { reason: 'Be polite' } },
    ]);
  });

  it('issue 23, item 7: required verification stops likes, consent and messages, hides from browse and explore, and says why', async () => {
    const mod = await moderator();
    const { a: held, b: partner, matchId } = await chatPair(db());
    const [woman, asked] = await insertMembers(db(), [{ gender: 'female' }, { gender: 'female' }]);
    const [user1Id, user2Id] = orderedPair(held.id, asked!.id);
    const [pending] = await db()
      .insert(matches)
      .values({ user1Id, user2Id })
      .returning({ id: matches.id });
    const explore = async () =>
      (await api(live.ctx, partner).get('/api/discovery/explore?city=all'))
        .json()
        .items.map((item: { userId: string }) => item.userId);
    expect(await explore()).toContain(held.id);

    const response = await decide(mod, held.id, {
      decision: 'require_verification',
      reason: 'Photos look like someone else',
    });
    expect(response.statusCode).toBe(200);

    const refusals = [
      await api(live.ctx, held).like(woman!.id),
      await api(live.ctx, held).post(`/api/matches/${pending!.id}/consent`, { answer: true }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(403);
      expect(refusal.json().error).toEqual({
        code: 'VERIFICATION_REQUIRED',
        message: 'errors.VERIFICATION_REQUIRED',
        requestId: expect.any(String),
      });
    }
    const socket = await live.open(held);
    expect(await send(socket, text(matchId, 'Salam'))).toMatchObject({
      ok: false,
      error: { code: 'VERIFICATION_REQUIRED' },
    });
    // The others: the held member leaves browse and explore, and answers as absent, their
    // chat included (decision 039).
    expect(await explore()).not.toContain(held.id);
    const browse = (await api(live.ctx, partner).get('/api/discovery/browse')).json();
    expect(browse.items.map((item: { userId: string }) => item.userId)).not.toContain(held.id);
    const partnerSocket = await live.open(partner);
    expect(await send(partnerSocket, text(matchId, 'Salam'))).toMatchObject({
      ok: false,
      error: { code: 'CHAT_NOT_FOUND' },
    });

    expect((await api(live.ctx, held).get('/api/moderation/notices')).json()).toEqual({
      warning: null,
      verificationRequired: { reason: 'Photos look like someone else' },
    });
  });

  it('a suspension signs the member out everywhere at once, sign-in tells the end and the reason, one appeal, and after the end they are back', async () => {
    const mod = await moderator();
    const { input, member } = await signedUpMember();
    const socket = await live.open(member);
    const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const response = await decide(mod, member.id, {
      decision: 'suspend',
      days: 7,
      reason: 'Insults in chat',
    });
    expect(response.statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
    expect(await session(live.ctx, member.cookie)).toBeNull();

    const until = new Date(clock.now().getTime() + 7 * DAY_MS).toISOString();
    const refused = await signIn(live.ctx, input.email, STRONG_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'ACCOUNT_SUSPENDED',
      message: 'errors.ACCOUNT_SUSPENDED',
      requestId: expect.any(String),
      details: { reason: 'Insults in chat', until, appealSent: null },
    });
    // A wrong password learns nothing of the suspension.
    const wrong = await signIn(live.ctx, input.email, 'Wrong7Password');
    expect(wrong.json().error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'errors.INVALID_CREDENTIALS',
      requestId: expect.any(String),
    });

    const appeal = (password: string) =>
      post(live.ctx, '/api/auth/appeal', {
        email: input.email,
        password,
        text: 'It was a misunderstanding',
      });
    expect((await appeal('Wrong7Password')).statusCode).toBe(401);
    expect((await appeal(STRONG_PASSWORD)).statusCode).toBe(204);
    const again = await appeal(STRONG_PASSWORD);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('APPEAL_ALREADY_SENT');
    const refusedAgain = await signIn(live.ctx, input.email, STRONG_PASSWORD);
    expect(refusedAgain.json().error.details.appealSent).toBe('true');

    const appeals = (await api(live.ctx, mod).get('/api/admin/appeals')).json();
    expect(appeals.items).toMatchObject([
      {
        text: 'It was a misunderstanding',
        status: 'open',
        member: { id: member.id },
        sanction: { kind: 'suspend', reason: 'Insults in chat', endsAt: until },
        sanctionedBy: { id: mod.id },
      },
    ]);

    clock.advance(7 * DAY_MS + 60_000);
    const back = await signIn(live.ctx, input.email, STRONG_PASSWORD);
    expect(back.statusCode).toBe(200);
    expect(back.json().user.profileStatus).toBe('approved');
  });
});
