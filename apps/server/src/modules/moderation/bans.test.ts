import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bannedIdentities, pushSubscriptions, session as sessions } from '../../db/schema';
import {
  multipart,
  post,
  session,
  signIn,
  signUpInput,
  STRONG_PASSWORD,
} from '../../../test/accounts';
import { manualClock } from '../../../test/app';
import { api, liveApp } from '../likes/discovery.test-support';
import { moderationHarness } from './decisions.test-support';

const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
const live = liveApp({ clock });
const { db, moderator, decide, auditOf, signedUpMember, accountsWith } = moderationHarness(live);

describe('bans and appeals (issue 24, items 3 and 4)', () => {
  it('issue 24, item 4: a ban holds: no sign-in, and neither the address in any spelling nor the device signs up again', async () => {
    const mod = await moderator();
    const { input, device, member } = await signedUpMember('john@gmail.com');
    const response = await decide(mod, member.id, { decision: 'ban', reason: 'Asked for money' });
    expect(response.statusCode).toBe(200);
    expect(await session(live.ctx, member.cookie)).toBeNull();

    const refused = await signIn(live.ctx, input.email, STRONG_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'ACCOUNT_BANNED',
      details: { reason: 'Asked for money', until: null },
    });

    const attempt = async (email: string, cookie?: string) => {
      const body = await multipart(signUpInput({ email }));
      return live.ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        ...body,
        headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      });
    };
    // The refusal reads like every accepted sign-up, and nothing is created.
    for (const email of ['j.ohn+2@gmail.com', 'J.O.H.N@googlemail.com']) {
      const again = await attempt(email);
      expect(again.statusCode).toBe(202);
      expect(again.json()).toEqual({ status: 'accepted' });
      expect(await accountsWith(email.toLowerCase())).toEqual([]);
    }
    const sameDevice = await attempt('someone.new@example.az', `vusal_device=${device}`);
    expect(sameDevice.statusCode).toBe(202);
    expect(await accountsWith('someone.new@example.az')).toEqual([]);
    // Another address from another device is welcome.
    expect((await attempt('jane@gmail.com')).statusCode).toBe(202);
    expect(await accountsWith('jane@gmail.com')).toHaveLength(1);

    expect(await auditOf(member.id)).toMatchObject([
      { actorId: mod.id, action: 'ban', details: { reason: 'Asked for money' } },
    ]);
  });

  it('a ban holds the push subscription of the banned browser too: a sign-up that brings it is refused', async () => {
    const mod = await moderator();
    const { member } = await signedUpMember();
    const [own] = await db().select().from(sessions).where(eq(sessions.userId, member.id));
    const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
    await db()
      .insert(pushSubscriptions)
      .values({ userId: member.id, sessionId: own!.id, endpoint, p256dh: 'key', auth: 'secret' });
    await decide(mod, member.id, { decision: 'ban', reason: 'Scam' });
    // The ban ended the session and with it the subscription, but kept what identifies it.
    expect(
      await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
    const kinds = (await db().select().from(bannedIdentities)).map((row) => row.kind);
    expect(kinds).toContain('push');

    const attempt = async (email: string, pushEndpoint?: string) => {
      const body = await multipart({
        ...signUpInput({ email }),
        ...(pushEndpoint ? { pushEndpoint } : {}),
      });
      return live.ctx.app.inject({ method: 'POST', url: '/api/auth/sign-up', ...body });
    };
    const refused = await attempt('fresh.start@example.az', endpoint);
    expect(refused.statusCode).toBe(202);
    expect(await accountsWith('fresh.start@example.az')).toEqual([]);
    const other = await attempt('other.browser@example.az', `${endpoint}-other`);
    expect(other.statusCode).toBe(202);
    expect(await accountsWith('other.browser@example.az')).toHaveLength(1);
    // Not a URL, or a huge one: refused as input, before anything else.
    for (const bad of ['javascript:alert(1)', `https://push.example/${'x'.repeat(3000)}`]) {
      expect((await attempt('bad.endpoint@example.az', bad)).statusCode).toBe(400);
    }
  });

  it('appeals are decided once: lifting a ban lets the member back and frees the address; upholding keeps it', async () => {
    const mod = await moderator();
    const lifted = await signedUpMember();
    const kept = await signedUpMember();
    for (const { member } of [lifted, kept]) {
      await decide(mod, member.id, { decision: 'ban', reason: 'Fake profile' });
    }
    for (const { input } of [lifted, kept]) {
      const sent = await post(live.ctx, '/api/auth/appeal', {
        email: input.email,
        password: STRONG_PASSWORD,
        text: 'These are my own photos',
      });
      expect(sent.statusCode).toBe(204);
    }
    const open = (await api(live.ctx, mod).get('/api/admin/appeals')).json().items as {
      id: string;
      member: { id: string };
    }[];
    const appealOf = (id: string) => open.find((item) => item.member.id === id)!.id;
    const decideAppeal = (id: string, body: object) =>
      api(live.ctx, mod).post(`/api/admin/appeals/${id}/decision`, body);

    const lift = await decideAppeal(appealOf(lifted.member.id), {
      decision: 'lift',
      reason: 'Selfie matches the photos',
    });
    expect(lift.statusCode).toBe(200);
    expect(lift.json()).toMatchObject({
      status: 'lifted',
      decisionReason: 'Selfie matches the photos',
      decidedBy: { id: mod.id },
    });
    const uphold = await decideAppeal(appealOf(kept.member.id), {
      decision: 'uphold',
      reason: 'Same photos as a known scam',
    });
    expect(uphold.json().status).toBe('upheld');
    expect(
      (await decideAppeal(appealOf(kept.member.id), { decision: 'lift', reason: 'x' })).statusCode,
    ).toBe(409);

    expect((await signIn(live.ctx, lifted.input.email, STRONG_PASSWORD)).statusCode).toBe(200);
    const tagged = (email: string) => email.replace('@', '+again@');
    for (const { input } of [lifted, kept]) {
      const body = await multipart(signUpInput({ email: tagged(input.email) }));
      await live.ctx.app.inject({ method: 'POST', url: '/api/auth/sign-up', ...body });
    }
    expect(await accountsWith(tagged(lifted.input.email))).toHaveLength(1);
    expect(await accountsWith(tagged(kept.input.email))).toEqual([]);
    expect((await signIn(live.ctx, kept.input.email, STRONG_PASSWORD)).json().error.code).toBe(
      'ACCOUNT_BANNED',
    );
    expect((await auditOf(lifted.member.id)).map((row) => row.action).sort()).toEqual([
      'ban',
      'lift_sanction',
    ]);
    expect((await auditOf(kept.member.id)).map((row) => row.action).sort()).toEqual([
      'ban',
      'uphold_appeal',
    ]);
  });
});
