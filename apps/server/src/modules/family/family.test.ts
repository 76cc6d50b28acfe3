import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardianships, matches, preferences } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { photo } from '../../../test/fixtures/media-fixtures';
import {
  pictureUrl,
  requestAs,
  storeMainPhoto,
  sessionCookie,
  STRONG_PASSWORD,
  tokenFromLink,
  waitForMail,
} from '../../../test/accounts';
import { couple, insertMembers, type Member } from '../likes/discovery.test-support';
import { follow, insertGuardian } from './family.test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const invite = (member: Member, email: string, relation = 'mother') =>
  requestAs(ctx, member, 'POST', '/api/family/guardian', { email, relation });

async function invited(member: Member, email = `mother-${crypto.randomUUID()}@example.az`) {
  const response = await invite(member, email);
  expect(response.statusCode).toBe(201);
  const mail = await waitForMail(ctx, email, 'family-invitation');
  return { email, token: tokenFromLink(mail.link), mail };
}

/** Two members matched now, the older first as user1 (the table's order). */
async function matchOf(a: Member, b: Member) {
  const [user1Id, user2Id] = [a.id, b.id].sort();
  const [row] = await ctx.database.db
    .insert(matches)
    .values({ user1Id, user2Id, [a.id === user1Id ? 'user2WantsChat' : 'user1WantsChat']: true })
    .returning({ id: matches.id });
  return row!.id;
}

describe('a guardian the member invites (issue 39, item 1)', () => {
  it('invites by mail, and the relative signs up as a guardian who follows the member', async () => {
    const [, nigar] = await couple(ctx.database.db);
    const { email, token, mail } = await invited(nigar!);
    expect(mail.link).toContain('/family/accept#token=');
    expect(mail.text).toContain(nigar!.name.split(' ')[0]);

    const state = (await requestAs(ctx, nigar, 'GET', '/api/family/guardian')).json();
    expect(state.guardian).toMatchObject({ status: 'invited', email, relation: 'mother' });
    expect(state.guardian.seesMatches).toBe(false);

    const info = await requestAs(ctx, undefined, 'POST', '/api/family/invitation', { token });
    expect(info.json()).toEqual({
      memberFirstName: nigar!.name.split(' ')[0],
      relation: 'mother',
      email,
      hasAccount: false,
    });

    const signUp = await requestAs(ctx, undefined, 'POST', '/api/family/invitation/sign-up', {
      token,
      name: 'Leyla Əliyeva',
      password: STRONG_PASSWORD,
      acceptTerms: true,
      language: 'az',
    });
    expect(signUp.statusCode).toBe(204);
    const cookie = sessionCookie(signUp)!;
    const session = (await requestAs(ctx, { cookie }, 'GET', '/api/auth/session')).json();
    expect(session.user).toMatchObject({
      email,
      accountKind: 'guardian',
      emailVerified: true,
      profileStatus: 'none',
    });
    const followed = (await requestAs(ctx, { cookie }, 'GET', '/api/guardian/members')).json();
    expect(followed.members).toEqual([
      expect.objectContaining({ memberId: nigar!.id, relation: 'mother', seesMatches: false }),
    ]);
    const now = (await requestAs(ctx, nigar, 'GET', '/api/family/guardian')).json();
    expect(now.guardian).toMatchObject({ status: 'active', guardianName: 'Leyla Əliyeva' });

    // The link worked once.
    const again = await requestAs(ctx, undefined, 'POST', '/api/family/invitation', { token });
    expect(again.json().error.code).toBe('INVALID_TOKEN');
  });

  it('lets an existing guardian account accept after signing in, and never a member', async () => {
    const [, nigar, other] = await insertMembers(ctx.database.db, [{}, {}, {}]);
    const mother = await insertGuardian(ctx.database.db);
    const response = await invite(nigar!, mother.email);
    expect(response.statusCode).toBe(201);
    const mail = await waitForMail(ctx, mother.email, 'family-invitation');
    const token = tokenFromLink(mail.link);
    const info = await requestAs(ctx, undefined, 'POST', '/api/family/invitation', { token });
    expect(info.json().hasAccount).toBe(true);
    const signUp = await requestAs(ctx, undefined, 'POST', '/api/family/invitation/sign-up', {
      token,
      name: 'Leyla',
      password: STRONG_PASSWORD,
      acceptTerms: true,
    });
    expect(signUp.json().error.code).toBe('GUARDIAN_ACCOUNT_EXISTS');

    const asMember = await requestAs(ctx, other, 'POST', '/api/family/invitation/accept', {
      token,
    });
    expect(asMember.json().error.code).toBe('GUARDIAN_IS_MEMBER');
    const stranger = await insertGuardian(ctx.database.db, 'Stranger');
    const asStranger = await requestAs(ctx, stranger, 'POST', '/api/family/invitation/accept', {
      token,
    });
    expect(asStranger.json().error.code).toBe('INVITATION_OTHER_ACCOUNT');
    const accepted = await requestAs(ctx, mother, 'POST', '/api/family/invitation/accept', {
      token,
    });
    expect(accepted.statusCode).toBe(204);
  });

  it('refuses the own address, a member address, and a second invitation, even at once', async () => {
    const [nigar, someone] = await insertMembers(ctx.database.db, [{}, {}]);
    expect((await invite(nigar!, `${nigar!.id}@example.az`)).json().error.code).toBe(
      'GUARDIAN_SELF_INVITE',
    );
    expect((await invite(nigar!, `${someone!.id}@EXAMPLE.az`)).json().error.code).toBe(
      'GUARDIAN_IS_MEMBER',
    );
    const answers = await Promise.all([
      invite(nigar!, 'a-relative@example.az'),
      invite(nigar!, 'another-relative@example.az'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error.code).toBe('GUARDIAN_ALREADY_INVITED');
  });

  it('cancels an invitation: its link accepts nothing', async () => {
    const [nigar] = await insertMembers(ctx.database.db, [{}]);
    const { token } = await invited(nigar!);
    expect((await requestAs(ctx, nigar, 'DELETE', '/api/family/guardian')).statusCode).toBe(204);
    const info = await requestAs(ctx, undefined, 'POST', '/api/family/invitation', { token });
    expect(info.json().error.code).toBe('INVALID_TOKEN');
    expect((await requestAs(ctx, nigar, 'GET', '/api/family/guardian')).json()).toEqual({
      guardian: null,
    });
    expect((await requestAs(ctx, nigar, 'DELETE', '/api/family/guardian')).statusCode).toBe(404);
  });

  it('throttles invitations per member', async () => {
    const limited = await buildTestApp({}, { invitationLimits: { max: 1, windowMs: 60_000 } });
    try {
      const [nigar] = await insertMembers(limited.database.db, [{}]);
      const send = (email: string) =>
        requestAs(limited, nigar, 'POST', '/api/family/guardian', { email, relation: 'father' });
      expect((await send('first@example.az')).statusCode).toBe(201);
      await requestAs(limited, nigar, 'DELETE', '/api/family/guardian');
      expect((await send('second@example.az')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('what the guardian sees (decision 050)', () => {
  it('shows matches and the feed only with their scopes, and nothing once ended', async () => {
    const db = ctx.database.db;
    const [man, nigar] = await couple(db);
    await db.insert(preferences).values({ userId: man.id, photoVisibility: 'matches' });
    const mother = await insertGuardian(db);
    const id = await follow(db, nigar, mother);
    const matchId = await matchOf(nigar, man);
    const url = `/api/guardian/members/${nigar.id}`;

    expect((await requestAs(ctx, mother, 'GET', `${url}/matches`)).statusCode).toBe(403);
    expect((await requestAs(ctx, mother, 'GET', `${url}/feed`)).statusCode).toBe(403);

    const patch = await requestAs(ctx, nigar, 'PATCH', '/api/family/guardian', {
      seesMatches: true,
      seesNewMatches: true,
    });
    expect(patch.json()).toMatchObject({ seesMatches: true, seesNewMatches: true });

    const list = (await requestAs(ctx, mother, 'GET', `${url}/matches`)).json();
    expect(list.matches).toHaveLength(1);
    expect(list.matches[0]).toMatchObject({ matchId, chatRequested: true });
    // A non-match's view: the short name, and the blurred picture of a discreet member.
    expect(list.matches[0].profile.fullName).not.toBe(man.name);
    const feed = (await requestAs(ctx, mother, 'GET', `${url}/feed`)).json();
    expect(feed.items.map((item: { kind: string }) => item.kind)).toEqual([
      'chat_request',
      'new_match',
    ]);

    await requestAs(ctx, nigar, 'PATCH', '/api/family/guardian', { seesMatches: false });
    expect((await requestAs(ctx, mother, 'GET', `${url}/matches`)).statusCode).toBe(403);

    expect((await requestAs(ctx, nigar, 'DELETE', '/api/family/guardian')).statusCode).toBe(204);
    const [row] = await db.select().from(guardianships).where(eq(guardianships.id, id));
    expect(row).toMatchObject({ status: 'ended' });
    expect((await requestAs(ctx, mother, 'GET', `${url}/feed`)).statusCode).toBe(404);
    expect((await requestAs(ctx, mother, 'GET', '/api/guardian/members')).json()).toEqual({
      members: [],
    });
  });

  it("gives a guardian the photo a non-match gets, and only of a followed member's match", async () => {
    const db = ctx.database.db;
    const [man, nigar] = await couple(db);
    const [stranger] = await insertMembers(db, [{ gender: 'male' }]);
    await db.insert(preferences).values({ userId: man.id, photoVisibility: 'matches' });
    const key = await storeMainPhoto(ctx, man.id, await photo('jpeg', { width: 400, height: 300 }));
    const strangerKey = await storeMainPhoto(ctx, stranger!.id);
    const mother = await insertGuardian(db);
    await follow(db, nigar, mother, { seesMatches: true });
    await matchOf(nigar, man);

    const list = (
      await requestAs(ctx, mother, 'GET', `/api/guardian/members/${nigar.id}/matches`)
    ).json();
    expect(list.matches[0].profile.photoUrl).toBe(pictureUrl(key, 'blurred'));
    expect((await requestAs(ctx, mother, 'GET', pictureUrl(key, 'blurred'))).statusCode).toBe(200);
    expect((await requestAs(ctx, mother, 'GET', pictureUrl(key))).statusCode).toBe(404);
    expect((await requestAs(ctx, mother, 'GET', pictureUrl(strangerKey))).statusCode).toBe(404);
    await requestAs(ctx, nigar, 'PATCH', '/api/family/guardian', { seesMatches: false });
    expect((await requestAs(ctx, mother, 'GET', pictureUrl(key, 'blurred'))).statusCode).toBe(404);
  });

  it('keeps a guardian account from making a profile, photos or answers', async () => {
    const mother = await insertGuardian(ctx.database.db);
    const create = await requestAs(ctx, mother, 'POST', '/api/profiles/me', {
      fullName: 'Leyla Əliyeva',
      age: 50,
      city: 'baku',
      bio: 'Salam',
      relationshipGoals: ['marriage'],
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().error.code).toBe('GUARDIAN_ACCOUNT');
    const update = await requestAs(ctx, mother, 'PATCH', '/api/profiles/me', { city: 'baku' });
    expect(update.json().error.code).toBe('GUARDIAN_ACCOUNT');
    const photos = await requestAs(ctx, mother, 'GET', '/api/profiles/me/photos');
    expect(photos.statusCode).toBe(403);
    expect(photos.json().error.code).toBe('GUARDIAN_ACCOUNT');
  });
});
