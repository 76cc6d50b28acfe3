import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  bannedIdentities,
  matches,
  profiles,
  pushSubscriptions,
  session as sessions,
  user,
  userRoles,
} from '../../db/schema';
import { orderedPair } from '../../db/ordered-pair';
import {
  multipart,
  post,
  session,
  sessionCookie,
  signIn,
  signUpInput,
  STRONG_PASSWORD,
  tokenFromLink,
  waitForMail,
} from '../../../test/accounts';
import { manualClock } from '../../../test/app';
import { chatPair, send, text } from '../chat/chat.test-support';
import { api, couple, insertMembers, liveApp, type Member } from '../likes/discovery.test-support';
import { insertReport } from './admin.test-support';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
const live = liveApp({ clock });
const db = () => live.ctx.database.db;

async function moderator(): Promise<Member> {
  const [member] = await insertMembers(db(), [{ gender: 'male', name: 'Moderator Nərmin' }]);
  await db().insert(userRoles).values({ userId: member!.id, role: 'moderator' });
  return member!;
}

async function reportAbout(targetUserId: string) {
  const [reporter] = await insertMembers(db(), [{}]);
  return insertReport(db(), { reporterId: reporter!.id, targetUserId, reason: 'harassment' });
}

async function decide(by: Member, targetUserId: string, body: object) {
  const reportId = await reportAbout(targetUserId);
  return api(live.ctx, by).post(`/api/admin/reports/${reportId}/decision`, body);
}

const auditOf = (targetUserId: string) =>
  db().select().from(auditLog).where(eq(auditLog.targetUserId, targetUserId));

/** A member who signed up with a password (so they can try to sign in), approved. */
async function signedUpMember(email?: string, headers: Record<string, string> = {}) {
  const input = signUpInput(email ? { email } : {});
  const body = await multipart(input);
  const response = await live.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    ...body,
    headers: { ...body.headers, ...headers },
  });
  expect(response.statusCode).toBe(202);
  const device = response.cookies.find((cookie) => cookie.name === 'vusal_device')!.value;
  const mail = await waitForMail(live.ctx, input.email, 'confirm-email');
  await post(live.ctx, '/api/auth/verify-email', { token: tokenFromLink(mail.link) });
  const signedIn = await signIn(live.ctx, input.email, STRONG_PASSWORD);
  const id = (signedIn.json().user as { id: string }).id;
  await db().update(profiles).set({ isApproved: true }).where(eq(profiles.userId, id));
  const member: Member = { id, profileId: '', cookie: sessionCookie(signedIn)!, name: '' };
  return { input, device, member };
}

const accountsWith = (email: string) => db().select().from(user).where(eq(user.email, email));

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
      });
    }
    const socket = await live.open(held);
    expect(await send(socket, text(matchId, 'Salam'))).toMatchObject({
      ok: false,
      error: { code: 'VERIFICATION_REQUIRED' },
    });
    // The others: the held member leaves browse and explore, and can still be written to.
    expect(await explore()).not.toContain(held.id);
    const browse = (await api(live.ctx, partner).get('/api/discovery/browse')).json();
    expect(browse.items.map((item: { userId: string }) => item.userId)).not.toContain(held.id);
    const partnerSocket = await live.open(partner);
    expect(await send(partnerSocket, text(matchId, 'Salam'))).toMatchObject({ ok: true });

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
      details: { reason: 'Insults in chat', until, appealSent: null },
    });
    // A wrong password learns nothing of the suspension.
    const wrong = await signIn(live.ctx, input.email, 'Wrong7Password');
    expect(wrong.json().error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'errors.INVALID_CREDENTIALS',
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
