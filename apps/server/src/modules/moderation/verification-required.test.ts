import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, sanctions } from '../../db/schema';
import { orderedPair } from '../../db/ordered-pair';
import { type Person, requestAs } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { insertReport } from '../admin/admin.test-support';
import { insertMembers } from '../likes/discovery.test-support';
import {
  member,
  pictureSeeds,
  start,
  stateOf,
  submitted,
  withRole,
} from './verification.test-support';

// Issue 34, item 3: "require verification" on a verified member is no dead end.
let ctx: TestApp;
let mod: Person;
beforeAll(async () => {
  ctx = await buildTestApp();
  mod = await withRole(ctx, 'moderator');
});
afterAll(async () => ctx.close());

const seed = pictureSeeds(900);
const REASON = 'Your photos look like someone else';

/** A verified woman and the man she is matched with, who sees her card. */
async function verifiedWithMatch() {
  const person = await member(ctx, 'female');
  const id = await submitted(ctx, person, seed());
  await requestAs(ctx, mod, 'POST', `/api/admin/verifications/${id}/approve`);
  const [partner] = await insertMembers(ctx.database.db, [{ gender: 'male' }]);
  const [user1Id, user2Id] = orderedPair(person.user.id, partner!.id);
  await ctx.database.db.insert(matches).values({ user1Id, user2Id, chatOpened: true });
  // Decision 039: while a request to verify holds, the match leaves the partner's list.
  const badgeSeenByPartner = async () => {
    const items = (await requestAs(ctx, partner, 'GET', '/api/matches')).json().items as {
      other: { userId: string; isVerified: boolean };
    }[];
    return items.find((item) => item.other.userId === person.user.id)?.other.isVerified ?? 'absent';
  };
  expect(await badgeSeenByPartner()).toBe(true);
  return { person, badgeSeenByPartner };
}

async function requireVerification(person: Person) {
  const [reporter] = await insertMembers(ctx.database.db, [{ gender: 'male' }]);
  const reportId = await insertReport(ctx.database.db, {
    reporterId: reporter!.id,
    targetUserId: person.user.id,
    reason: 'fake_profile',
  });
  const response = await requestAs(ctx, mod, 'POST', `/api/admin/reports/${reportId}/decision`, {
    decision: 'require_verification',
    reason: REASON,
  });
  expect(response.statusCode).toBe(200);
}

/** The badge on the member's own profile. */
const ownBadge = async (person: Person) =>
  (await requestAs(ctx, person, 'GET', '/api/profiles/me')).json().profile.isVerified as boolean;

async function likeSomeone(person: Person) {
  const [man] = await insertMembers(ctx.database.db, [{ gender: 'male' }]);
  return requestAs(ctx, person, 'POST', '/api/likes', { userId: man!.id });
}

const appeal = (person: Person, text = 'It is really me') =>
  requestAs(ctx, person, 'POST', '/api/verification/appeal', { text });

describe('a verified member asked to verify again (issue 34, item 3)', () => {
  it('loses the badge at once, reads the reason, starts a new check at once; the accepted selfie ends the request', async () => {
    const { person, badgeSeenByPartner } = await verifiedWithMatch();
    await requireVerification(person);

    expect(await badgeSeenByPartner()).toBe('absent');
    expect(await ownBadge(person)).toBe(false);
    expect(await stateOf(ctx, person)).toMatchObject({
      status: 'required',
      verifiedAt: null,
      required: { reason: REASON, appeal: null },
    });
    expect((await likeSomeone(person)).statusCode).toBe(403);

    const started = await start(ctx, person);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'started', required: { reason: REASON } });
    const id = await submitted(ctx, person, seed());
    await requestAs(ctx, mod, 'POST', `/api/admin/verifications/${id}/approve`);

    expect(await stateOf(ctx, person)).toMatchObject({ status: 'verified', required: null });
    expect(await badgeSeenByPartner()).toBe(true);
    expect(await ownBadge(person)).toBe(true);
    expect((await likeSomeone(person)).statusCode).toBe(201);
    const [sanction] = await ctx.database.db
      .select()
      .from(sanctions)
      .where(eq(sanctions.userId, person.user.id));
    expect(sanction).toMatchObject({ kind: 'require_verification', liftedAt: expect.any(Date) });
    expect((await appeal(person)).json().error.code).toBe('CONFLICT');
  });

  it('appeals once; a lifted appeal ends the request and brings the badge back', async () => {
    const { person, badgeSeenByPartner } = await verifiedWithMatch();
    await requireVerification(person);

    const sent = await appeal(person);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().required).toEqual({ reason: REASON, appeal: 'open' });
    expect((await appeal(person)).json().error.code).toBe('APPEAL_ALREADY_SENT');

    const queue = (await requestAs(ctx, mod, 'GET', '/api/admin/appeals')).json().items as {
      id: string;
      member: { id: string };
      sanction: { kind: string };
    }[];
    const mine = queue.find((item) => item.member.id === person.user.id)!;
    expect(mine.sanction.kind).toBe('require_verification');
    const lifted = await requestAs(ctx, mod, 'POST', `/api/admin/appeals/${mine.id}/decision`, {
      decision: 'lift',
      reason: 'The selfie on file is clearly you',
    });
    expect(lifted.statusCode).toBe(200);

    expect(await stateOf(ctx, person)).toMatchObject({ status: 'verified', required: null });
    expect(await badgeSeenByPartner()).toBe(true);
    expect(await ownBadge(person)).toBe(true);
    expect((await likeSomeone(person)).statusCode).toBe(201);
    const notices = await requestAs(ctx, person, 'GET', '/api/moderation/notices');
    expect(notices.json().verificationRequired).toBeNull();
  });

  it('an upheld appeal keeps the request, says so, and the check stays open', async () => {
    const { person, badgeSeenByPartner } = await verifiedWithMatch();
    await requireVerification(person);
    await appeal(person);
    const queue = (await requestAs(ctx, mod, 'GET', '/api/admin/appeals')).json().items as {
      id: string;
      member: { id: string };
    }[];
    const mine = queue.find((item) => item.member.id === person.user.id)!;
    await requestAs(ctx, mod, 'POST', `/api/admin/appeals/${mine.id}/decision`, {
      decision: 'uphold',
      reason: 'Please send a selfie',
    });
    expect(await stateOf(ctx, person)).toMatchObject({
      status: 'required',
      required: { reason: REASON, appeal: 'upheld' },
    });
    expect(await badgeSeenByPartner()).toBe('absent');
    expect(await ownBadge(person)).toBe(false);
    expect((await start(ctx, person)).json().status).toBe('started');
  });

  it('nobody appeals a request they were never sent', async () => {
    const person = await member(ctx);
    const response = await appeal(person);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('CONFLICT');
    expect((await appeal(person, '')).statusCode).toBe(400);
  });
});
